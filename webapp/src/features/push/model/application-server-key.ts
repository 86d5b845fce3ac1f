/**
 * The server's VAPID key as `pushManager.subscribe` takes it: base64url (RFC 4648 §5, padding optional) to bytes.
 * Throws on text that is not base64url, so a broken key fails the subscription instead of subscribing with garbage.
 */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const trimmed = text.trim().replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(trimmed) || trimmed.length % 4 === 1) {
    throw new Error('not base64url');
  }
  const base64 = trimmed.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether two keys hold the same bytes (a subscription made with an older server key must be made again). */
export function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}
