import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/generated/client';
import { quotaRefusal, sendFailureKind } from './send-failure';

const failure = (status: number, body: Record<string, unknown>) =>
  new ApiError(
    { method: 'POST', url: '/api/Match/sendConnectRequest' },
    { url: '/api/Match/sendConnectRequest', ok: false, status, statusText: '', body: { status, ...body } },
    '',
  );

describe('sendFailureKind', () => {
  it('tells a live request (409) and the used-up quota (422) from the rest', () => {
    expect(sendFailureKind(failure(409, { code: 'request_already_received', detail: 'They asked first.' }))).toBe(
      'exists',
    );
    expect(sendFailureKind(failure(422, { code: 'connect_limit_reached', nextFreeAt: '2026-11-21T10:15:00Z' }))).toBe(
      'quota',
    );
    expect(sendFailureKind(failure(422, { code: 'something_else' }))).toBe('other');
    expect(sendFailureKind(failure(404, { code: 'not_found' }))).toBe('other');
    expect(sendFailureKind(new TypeError('Failed to fetch'))).toBe('other');
  });
});

describe('quotaRefusal', () => {
  it('reads when the next request frees up from a refused send', () => {
    const refused = failure(422, { code: 'connect_limit_reached', nextFreeAt: '2026-11-21T10:15:00Z' });
    expect(quotaRefusal(refused)).toEqual({ remaining: 0, nextFreeAt: '2026-11-21T10:15:00Z' });
    expect(quotaRefusal(failure(422, { code: 'connect_limit_reached' }))).toEqual({ remaining: 0 });
    expect(quotaRefusal(failure(409, { code: 'request_already_sent' }))).toBeNull();
  });
});
