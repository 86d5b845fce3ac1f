import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FamilyRelation, FamilyRight, InvitedRelation } from '../../../api/generated/client';
import { CREATOR_LABELS } from '../../../lib/profile-creator-labels';

/**
 * What a family manager may do (docs/rules.md rule 46), each with what it opens. `requests` brings `view` on the
 * server; the form says so by checking and locking `view` while `requests` is chosen.
 */
export const RIGHT_LABELS: Record<FamilyRight, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  view: { label: msg`See matches and the inbox`, hint: msg`Lists, profiles, requests received and sent, notifications` },
  requests: { label: msg`Send and answer requests`, hint: msg`Connect, accept, decline, withdraw, block and report` },
  edit: { label: msg`Edit the profile`, hint: msg`Details, photos and partner preferences` },
};

export const FAMILY_RIGHTS = Object.keys(RIGHT_LABELS) as FamilyRight[];

/**
 * Who an invitation may make a manager: the creators' values but the person themselves, with the same labels (never
 * `volunteer`).
 */
export const FAMILY_RELATIONS: InvitedRelation[] = ['father', 'mother', 'brother', 'sister', 'relative', 'friend'];

/** A samaj volunteer entering a paper form (rule 49) is a manager too, never one an invitation makes. */
const VOLUNTEER_LABEL = msg`Samaj volunteer`;

export const relationLabel = (relation: FamilyRelation, i18n: I18n) =>
  i18n._(relation === 'volunteer' ? VOLUNTEER_LABEL : CREATOR_LABELS[relation]);

export const relationOptions = (i18n: I18n) =>
  FAMILY_RELATIONS.map((value) => ({ value, label: relationLabel(value, i18n) }));

export const relationOf = (value: unknown): InvitedRelation | undefined => FAMILY_RELATIONS.find((r) => r === value);

/** The rights as the form holds them: `view` is part of `requests`, in the server's order, each once. */
export function normalisedRights(chosen: readonly FamilyRight[]): FamilyRight[] {
  const set = new Set(chosen);
  if (set.has('requests')) set.add('view');
  return FAMILY_RIGHTS.filter((right) => set.has(right));
}
