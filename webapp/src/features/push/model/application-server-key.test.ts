import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, sameKey } from './application-server-key';

describe('base64UrlToBytes', () => {
  it('reads base64url with and without padding', () => {
    expect([...base64UrlToBytes('AQAB')]).toEqual([1, 0, 1]);
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('-_8=')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('YQ')]).toEqual([0x61]);
    expect([...base64UrlToBytes('')]).toEqual([]);
  });

  it('reads a VAPID key: the 65-byte uncompressed P-256 point', () => {
    const point = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : (i * 37) % 256));
    const text = btoa(String.fromCharCode(...point)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(text).toHaveLength(87);
    const bytes = base64UrlToBytes(` ${text}\n`);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect([...bytes]).toEqual([...point]);
  });

  it('refuses what is not base64url', () => {
    expect(() => base64UrlToBytes('a+b/')).toThrow('not base64url');
    expect(() => base64UrlToBytes('ab cd')).toThrow('not base64url');
    expect(() => base64UrlToBytes('abcde')).toThrow('not base64url');
  });
});

describe('sameKey', () => {
  it('compares the bytes of a subscription’s key with the server’s', () => {
    const key = Uint8Array.from([4, 1, 2]);
    expect(sameKey(Uint8Array.from([4, 1, 2]).buffer, key)).toBe(true);
    expect(sameKey(Uint8Array.from([4, 1, 3]).buffer, key)).toBe(false);
    expect(sameKey(Uint8Array.from([4, 1]).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });
});
