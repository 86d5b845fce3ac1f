import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/generated/client';
import { reasonError } from './reason-error';

const answer = (status: number, body: unknown) =>
  new ApiError(
    { method: 'POST', url: '/api/Admin/Photo/Decline' },
    { url: '/api/Admin/Photo/Decline', ok: false, status, statusText: '', body },
    'failed',
  );

describe('reasonError', () => {
  it('reads the reason field of a 400', () => {
    expect(reasonError(answer(400, { status: 400, errors: { reason: ['too_long|500'] } }))).toBe('too_long|500');
    expect(reasonError(answer(400, { status: 400, errors: { Reason: 'required' } }))).toBe('required');
  });
  it('is undefined for any other failure', () => {
    expect(reasonError(answer(400, { status: 400, errors: { id: ['required'] } }))).toBeUndefined();
    expect(reasonError(answer(422, { status: 422, detail: 'Already decided.' }))).toBeUndefined();
    expect(reasonError(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(reasonError(null)).toBeUndefined();
  });
});
