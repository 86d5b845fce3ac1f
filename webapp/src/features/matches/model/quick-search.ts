import { profileId } from '../../../api/generated/rules/rules';

export type ProfileIdCheck = { ok: true; profileId: string } | { ok: false; code: string };

/**
 * The quick search's field by the shared rule: trimmed and upper-cased (`pt104233 ` is PT104233), then `required` when
 * empty or `invalid_profile_id` when it is not PT and six digits.
 */
export function checkProfileId(value: string): ProfileIdCheck {
  const result = profileId.safeParse(value);
  if (result.success) return { ok: true, profileId: result.data };
  return { ok: false, code: result.error.issues[0]?.message ?? 'invalid_profile_id' };
}
