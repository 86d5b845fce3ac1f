import { describe, expect, it } from 'vitest';
import { solveChallenge } from './solve-challenge';

describe('solveChallenge', () => {
  it('finds the secret number and answers the base64 JSON payload', async () => {
    const salt = 'abc123?expires=9999999999';
    const secret = 1234;
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}${secret}`));
    const challenge = {
      algorithm: 'SHA-256',
      challenge: Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join(''),
      maxnumber: 5000,
      salt,
      signature: 'sig',
    };
    const answer = await solveChallenge(challenge);
    expect(JSON.parse(atob(answer))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: secret,
      salt,
      signature: 'sig',
    });
  });
});
