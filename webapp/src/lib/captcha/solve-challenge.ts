import type { Challenge } from '../../api/generated/client';

const BATCH = 500;

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Solves a self-hosted ALTCHA proof-of-work challenge with WebCrypto: finds `n` with sha256(salt + n) = challenge and
 * returns the base64 JSON payload the server expects as `captchaResponse`. No third party is involved.
 */
export async function solveChallenge(challenge: Challenge, signal?: AbortSignal): Promise<string> {
  if (challenge.algorithm.toUpperCase() !== 'SHA-256') throw new Error(`Unsupported algorithm ${challenge.algorithm}`);
  const encoder = new TextEncoder();
  const target = challenge.challenge.toLowerCase();
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const end = Math.min(start + BATCH - 1, challenge.maxnumber);
    const numbers = Array.from({ length: end - start + 1 }, (_, i) => start + i);
    const hashes = await Promise.all(
      numbers.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`))),
    );
    const index = hashes.findIndex((hash) => toHex(hash) === target);
    if (index >= 0) {
      const payload = {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: numbers[index],
        salt: challenge.salt,
        signature: challenge.signature,
      };
      return btoa(JSON.stringify(payload));
    }
  }
  throw new Error('The captcha challenge has no solution');
}
