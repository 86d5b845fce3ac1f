import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/generated/client';
import { isInvalidLink, unsubscribeRequest, unsubscribeSearch } from './unsubscribe-link';

const refused = (status: number) => {
  const url = '/api/Home/Unsubscribe';
  return new ApiError({ method: 'POST', url }, { url, ok: false, status, statusText: '', body: { status } }, 'Failed');
};

describe('the unsubscribe link', () => {
  it('reads the address and the token of the e-mail’s link', () => {
    const search = unsubscribeSearch.parse({ email: 'meera@example.com', token: 'ab12cd' });
    expect(unsubscribeRequest(search)).toEqual({ kind: 'news', email: 'meera@example.com', token: 'ab12cd' });
  });

  it('reads the member and the token of a weekly digest’s link', () => {
    expect(unsubscribeRequest(unsubscribeSearch.parse({ digest: 42, token: 'ab12cd' }))).toEqual({
      kind: 'digest',
      memberId: 42,
      token: 'ab12cd',
    });
    expect(unsubscribeRequest(unsubscribeSearch.parse({ digest: '0', token: 'ab12cd' }))).toBeNull();
    expect(unsubscribeRequest(unsubscribeSearch.parse({ digest: 'x', token: 'ab12cd' }))).toBeNull();
  });

  it('takes a token of digits only, which the router reads as a number', () => {
    expect(unsubscribeRequest(unsubscribeSearch.parse({ email: 'meera@example.com', token: 1234 }))).toEqual({
      kind: 'news',
      email: 'meera@example.com',
      token: '1234',
    });
  });

  it.each([
    {},
    { email: 'meera@example.com' },
    { token: 'ab12' },
    { email: ' ', token: 'ab12' },
    { email: ['a'], token: {} },
  ])('has nothing to ask with %j', (query) => {
    expect(unsubscribeRequest(unsubscribeSearch.parse(query))).toBeNull();
  });

  it('is not valid when the server does not know it or cannot read it', () => {
    expect(isInvalidLink(refused(404))).toBe(true);
    expect(isInvalidLink(refused(400))).toBe(true);
    expect(isInvalidLink(refused(503))).toBe(false);
    expect(isInvalidLink(new TypeError('Failed to fetch'))).toBe(false);
  });
});
