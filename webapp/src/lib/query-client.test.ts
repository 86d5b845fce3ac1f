import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/generated/client';
import { retriesOnce } from './query-client';

const answered = (status: number) =>
  new ApiError(
    { method: 'GET', url: '/api/Match' },
    { url: '/api/Match', ok: false, status, statusText: '', body: {} },
    `status ${status}`,
  );

describe('retriesOnce', () => {
  it('tries once more after a network failure or a 5xx', () => {
    expect(retriesOnce(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retriesOnce(0, answered(503))).toBe(true);
    expect(retriesOnce(0, answered(500))).toBe(true);
  });

  it('never after a 4xx: a 429 (an allowance used up) or a 404 answers the same again', () => {
    for (const status of [400, 403, 404, 409, 429, 499]) expect(retriesOnce(0, answered(status))).toBe(false);
  });

  it('only once', () => {
    expect(retriesOnce(1, answered(503))).toBe(false);
    expect(retriesOnce(1, new TypeError('Failed to fetch'))).toBe(false);
  });
});
