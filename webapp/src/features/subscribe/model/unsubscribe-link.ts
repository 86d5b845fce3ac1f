import { ApiError } from '../../../api/generated/client';
import { text } from '../../../lib/search-readers';

/**
 * The query of the confirmation e-mail's link, `/unsubscribe?email=…&token=…`. Anything that is not text is absent
 * (the router reads a value that looks like JSON as JSON, so a token of digits only would come as a number).
 */
export interface UnsubscribeSearch {
  email?: string;
  token?: string;
}

export const unsubscribeSearch = {
  parse: (search: Record<string, unknown>): UnsubscribeSearch => ({ email: text(search.email), token: text(search.token) }),
};

/** The request for a link, or null when the link lacks its address or token (then there is nothing to ask). */
export function unsubscribeRequest(search: UnsubscribeSearch): { email: string; token: string } | null {
  const email = search.email?.trim() ?? '';
  const token = search.token?.trim() ?? '';
  return email !== '' && token !== '' ? { email, token } : null;
}

/** A link the server does not recognise (404) or cannot read (400): the visitor can only ask for a new one. */
export function isInvalidLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
