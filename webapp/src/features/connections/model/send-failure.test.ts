import { describe, expect, it } from 'vitest';
import { ApiError, type Problem, type Reason } from '../../../api/generated/client';
import { quotaRefusal, sendFailureKind } from './send-failure';

/** A refused send as the server answers it: the problem's fields typed by the OpenAPI document. */
const failure = (status: number, code: string, reason: Reason, extra: Partial<Problem> = {}) => {
  const body: Problem = {
    type: `urn:sagpan:problem:${code}`,
    title: 'This cannot be done right now.',
    status,
    detail: 'The detail.',
    code,
    reason,
    errors: {},
    requestId: 'r-1',
    ...extra,
  };
  return new ApiError(
    { method: 'POST', url: '/api/Match/sendConnectRequest' },
    { url: '/api/Match/sendConnectRequest', ok: false, status, statusText: '', body },
    '',
  );
};

describe('sendFailureKind', () => {
  it('tells a live request and the used-up quota from the rest, by the reason', () => {
    expect(sendFailureKind(failure(409, 'conflict', 'request_already_received'))).toBe('exists');
    expect(sendFailureKind(failure(409, 'conflict', 'request_already_sent'))).toBe('exists');
    expect(sendFailureKind(failure(409, 'conflict', 'already_connected'))).toBe('exists');
    const quota = failure(422, 'rule_violated', 'connect_limit_reached', { nextFreeAt: '2026-11-21T10:15:00Z' });
    expect(sendFailureKind(quota)).toBe('quota');
    expect(sendFailureKind(failure(422, 'rule_violated', 'rule_violated'))).toBe('other');
    expect(sendFailureKind(failure(404, 'not_found', 'not_found'))).toBe('other');
    expect(sendFailureKind(new TypeError('Failed to fetch'))).toBe('other');
  });
});

describe('quotaRefusal', () => {
  it('reads when the next request frees up from a refused send', () => {
    const refused = failure(422, 'rule_violated', 'connect_limit_reached', { nextFreeAt: '2026-11-21T10:15:00Z' });
    expect(quotaRefusal(refused)).toEqual({ remaining: 0, nextFreeAt: '2026-11-21T10:15:00Z' });
    expect(quotaRefusal(failure(422, 'rule_violated', 'connect_limit_reached'))).toEqual({ remaining: 0 });
    expect(quotaRefusal(failure(409, 'conflict', 'request_already_sent'))).toBeNull();
  });
});
