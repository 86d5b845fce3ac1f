import { z } from 'zod';
import type { AppointRequest } from '../../../api/generated/client';
import { email, personName, profileId, VOLUNTEER_VILLAGES_MAX } from '../../../api/generated/rules/rules';

/** Whom a moderator appoints (docs/rules.md rule 45): a member by profile id, or an account of its own. */
export const APPOINT_WHO = ['member', 'account'] as const;
export type AppointWho = (typeof APPOINT_WHO)[number];

/** The villages one volunteer may serve at most (rule 45), from the shared limits. */
export { VOLUNTEER_VILLAGES_MAX };

/** The appointment form; ids as the selects hold them (strings). */
export interface AppointValues {
  who: AppointWho;
  profileId: string;
  email: string;
  firstName: string;
  lastName: string;
  villageIds: string[];
  golId: string | null;
}

export type AppointField = Exclude<keyof AppointValues, 'who'>;

/** The form's fields, as the server names them (its 400 answers name the same). */
export const APPOINT_FIELDS = [
  'profileId',
  'email',
  'firstName',
  'lastName',
  'villageIds',
  'golId',
] as const satisfies readonly AppointField[];

export const emptyAppoint = (): AppointValues => ({
  who: 'member',
  profileId: '',
  email: '',
  firstName: '',
  lastName: '',
  villageIds: [],
  golId: null,
});

/** Neither a village nor a gol chosen: the server needs at least one of them. */
export const NO_PLACES = 'no_places';

const memberRules = z.object({ profileId });
const accountRules = z.object({ email, firstName: personName, lastName: personName });

const ids = (values: readonly string[]) => values.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);

/**
 * Each failing field's first rule code, by the shared rules the server applies (a profile id; or an e-mail address and
 * two names), and `NO_PLACES` under the villages when neither a village nor a gol is chosen.
 */
export function validateAppoint(values: AppointValues): Partial<Record<AppointField, string>> {
  const result =
    values.who === 'member'
      ? memberRules.safeParse({ profileId: values.profileId })
      : accountRules.safeParse({
          email: values.email.trim(),
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
        });
  const codes: Partial<Record<AppointField, string>> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as AppointField;
      if (!(field in codes)) codes[field] = issue.message;
    }
  }
  if (ids(values.villageIds).length === 0 && values.golId === null) codes.villageIds = NO_PLACES;
  if (values.villageIds.length > VOLUNTEER_VILLAGES_MAX) codes.villageIds = `too_many|${VOLUNTEER_VILLAGES_MAX}`;
  return codes;
}

/** The request: the profile id (trimmed, upper-cased), or the e-mail and names (trimmed); the places as ids. */
export function appointRequest(values: AppointValues): AppointRequest {
  const places = { villageIds: ids(values.villageIds), golId: values.golId === null ? null : Number(values.golId) };
  if (values.who === 'member') return { profileId: values.profileId.trim().toUpperCase(), ...places };
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...places,
  };
}
