import { ApiError } from '../../../api/generated/client';
import { text } from '../../../lib/search-readers';

/**
 * The query of a one-click link: the news confirmation e-mail's `/unsubscribe?email=…&token=…`, or the weekly
 * digest's `/unsubscribe?digest=<member id>&token=…` (rule 54). Anything that is not text is absent (the router reads
 * a value that looks like JSON as JSON, so a token of digits only would come as a number).
 */
export interface UnsubscribeSearch {
  email?: string;
  digest?: string;
  token?: string;
}

export const unsubscribeSearch = {
  parse: (search: Record<string, unknown>): UnsubscribeSearch => ({
    email: text(search.email),
    digest: text(search.digest),
    token: text(search.token),
  }),
};

/** What a link asks: to stop the news to an address, or a member's weekly digest. */
export type UnsubscribeAsk =
  | { kind: 'news'; email: string; token: string }
  | { kind: 'digest'; memberId: number; token: string };

/** The request for a link, or null when the link lacks what it needs (then there is nothing to ask). */
export function unsubscribeRequest(search: UnsubscribeSearch): UnsubscribeAsk | null {
  const email = search.email?.trim() ?? '';
  const token = search.token?.trim() ?? '';
  const digest = search.digest?.trim() ?? '';
  if (token === '') return null;
  if (/^[1-9][0-9]{0,9}$/.test(digest)) return { kind: 'digest', memberId: Number(digest), token };
  return email !== '' ? { kind: 'news', email, token } : null;
}

/** A link the server does not recognise (404) or cannot read (400): the visitor can only ask for a new one. */
export function isInvalidLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
