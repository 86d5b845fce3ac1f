import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { VouchStatus } from '../../../api/generated/client';
import {
  SEARCH_QUERY_MAX,
  SEARCH_QUERY_MIN,
  VOLUNTEER_PAGE_SIZE,
  vouchWords,
} from '../../../api/generated/rules/rules';

/** How many characters the words may have, from the shared rule itself (docs/rules.md rule 45: 10 to 500). */
export function vouchWordsLimits(): { min: number; max: number } {
  return { min: vouchWords.minLength ?? 0, max: vouchWords.maxLength ?? Number.MAX_SAFE_INTEGER };
}

/** The words by the shared rule, trimmed as the server stores them: the text to send, or a rule code. */
export function checkVouchWords(value: string): { ok: true; words: string } | { ok: false; code: string } {
  const words = value.trim();
  const result = vouchWords.safeParse(words);
  if (result.success) return { ok: true, words: result.data };
  return { ok: false, code: result.error.issues[0]?.message ?? 'required' };
}

/** What the search box sends: its text once it has enough characters (the server's `q`), else nothing. */
export function memberQuery(text: string): string {
  const q = text.trim();
  return q.length >= SEARCH_QUERY_MIN ? q.slice(0, SEARCH_QUERY_MAX) : '';
}

/** How many pages a list of `total` members has: at least one. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / VOLUNTEER_PAGE_SIZE));
}

/** Where the volunteer's word for a member stands (rule 45), as their list shows it. */
export const VOUCH_STATUS_LABELS: Record<VouchStatus, MessageDescriptor> = {
  offered: msg`Word given, waiting for the member`,
  accepted: msg`Word accepted`,
  declined: msg`Word declined`,
  withdrawn: msg`Word withdrawn`,
};

export const VOUCH_STATUS_COLORS: Record<VouchStatus, string> = {
  offered: 'blue',
  accepted: 'teal',
  declined: 'gray',
  withdrawn: 'gray',
};
