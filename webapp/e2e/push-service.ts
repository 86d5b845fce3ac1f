// A local Web Push service for the browser tests, doing with a request what a real one (FCM, Mozilla's autopush)
// does: it checks the VAPID signature (RFC 8292: an ES256 JWT for its own origin, not expired, with a subject, signed
// by the key named in `k=`) and decrypts the aes128gcm body (RFC 8291, RFC 8188) with the subscription's private key
// and auth secret, as the browser would. It hands out subscriptions (`{endpoint, keys: {p256dh, auth}}`) and records
// what each received. Headless Chromium cannot reach a real push service, so the test stores this one's subscription
// for the browser's sign-in and delivers what arrived here into the browser through the DevTools protocol.
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the service received for one subscription. */
export interface Received {
  /** The VAPID header verifies: signed by its `k=` key, for this service's origin, not expired, with a subject. */
  vapidOk: boolean;
  /** The `k=` key of the VAPID header (the server's applicationServerKey). */
  vapidKey: string;
  /** The decrypted payload as JSON, or null when it could not be read (see `problem`). */
  payload: Record<string, unknown> | null;
  problem?: string;
}

/** One browser's subscription: its keys stay here, as they stay in the browser. */
interface Browser {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const fromB64url = (text: string) => Buffer.from(text, 'base64url');

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** `vapid t=<JWT>, k=<key>`: whether the token verifies with the key for `origin`, and the key. */
export function verifyVapid(header: string, origin: string, now = Date.now()): { ok: boolean; key: string } {
  const params = new Map(
    header
      .replace(/^vapid\s+/i, '')
      .split(',')
      .map((part) => part.trim().split('=') as [string, string])
      .map(([name, value]) => [name, value] as const),
  );
  const token = params.get('t') ?? '';
  const key = params.get('k') ?? '';
  try {
    const point = fromB64url(key);
    if (point.length !== 65 || point[0] !== 4) return { ok: false, key };
    const publicKey = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
      format: 'jwk',
    });
    const [head, body, signature] = token.split('.');
    const signed = verify(
      'sha256',
      Buffer.from(`${head}.${body}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      fromB64url(signature ?? ''),
    );
    const jose = JSON.parse(fromB64url(head).toString('utf8')) as { alg?: string };
    const claims = JSON.parse(fromB64url(body).toString('utf8')) as { aud?: string; exp?: number; sub?: string };
    const ok =
      signed &&
      jose.alg === 'ES256' &&
      claims.aud === origin &&
      typeof claims.exp === 'number' &&
      claims.exp * 1000 > now &&
      typeof claims.sub === 'string' &&
      claims.sub.length > 0;
    return { ok, key };
  } catch {
    return { ok: false, key };
  }
}

/**
 * RFC 8291's aes128gcm body for one subscription: salt (16) | record size (4) | key id length (1) | key id (the
 * sender's ephemeral public key, 65) | one record, whose last 16 bytes are the GCM tag and whose clear text ends in the
 * delimiter 0x02 followed by padding zeros.
 */
export function decryptAes128gcm(body: Buffer, browser: Browser): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (salt.length !== 16 || senderPublic.length !== 65 || record.length < 17) throw new Error('not an aes128gcm body');
  const shared = browser.ecdh.computeSecret(senderPublic);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), senderPublic]);
  const ikm = hkdf(browser.auth, shared, info, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const clear = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = clear.length - 1;
  while (end >= 0 && clear[end] === 0) end -= 1;
  if (end < 0 || clear[end] !== 2) throw new Error('no last-record delimiter');
  return clear.subarray(0, end);
}

export class PushService {
  private readonly browsers = new Map<string, Browser>();
  private readonly got = new Map<string, Received[]>();
  private readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = /^\/push\/([^/?]+)$/.exec(request.url ?? '')?.[1];
      const body = Buffer.concat(chunks);
      response.writeHead(request.method === 'POST' && name ? this.receive(name, request.headers, body) : 404).end();
    });
  });

  private constructor() {}

  /** Listens on a free port of 127.0.0.1 (the e2e server accepts such endpoints: SAGPAN_PUSH_ALLOW_INSECURE). */
  static async start(): Promise<PushService> {
    const service = new PushService();
    await new Promise<void>((resolve) => service.server.listen(0, '127.0.0.1', resolve));
    return service;
  }

  /** `http://127.0.0.1:<port>`: the audience a VAPID token for this service must name. */
  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private receive(name: string, headers: NodeJS.Dict<string | string[]>, body: Buffer): number {
    const browser = this.browsers.get(name);
    // A subscription this service never made: gone, as a real service answers.
    if (!browser) return 410;
    const { ok, key } = verifyVapid(String(headers.authorization ?? ''), this.origin);
    let payload: Received['payload'] = null;
    let problem: string | undefined;
    try {
      const encoding = headers['content-encoding'];
      if (encoding !== 'aes128gcm') throw new Error(`content-encoding ${encoding}`);
      if (!headers.ttl) throw new Error('no TTL');
      payload = JSON.parse(decryptAes128gcm(body, browser).toString('utf8')) as Record<string, unknown>;
    } catch (error) {
      problem = String(error);
    }
    const list = this.got.get(name) ?? [];
    list.push({ vapidOk: ok, vapidKey: key, payload, ...(problem ? { problem } : {}) });
    this.got.set(name, list);
    return ok ? 201 : 403;
  }

  /** A new browser subscription named `name`, as the JSON that `JSON.stringify(pushSubscription)` gives. */
  subscribe(name: string): string {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.browsers.set(name, { ecdh, auth });
    return JSON.stringify({
      endpoint: `${this.origin}/push/${name}`,
      expirationTime: null,
      keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
    });
  }

  /** What reached subscription `name` so far, oldest first. */
  received(name: string): Received[] {
    return [...(this.got.get(name) ?? [])];
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
