// The e-mail the server "sends": without SMTP it writes each message as <created>-<id>.eml into <data>/outbox/
// (multipart/alternative; the text part base64 or quoted-printable; subjects as RFC 2047 words). Codes are read from
// the text/plain body only: the server never puts one in a subject.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface Mail {
  /** The queue row's id, from the file name: a later message has a larger id. */
  id: number;
  to: string;
  subject: string;
  text: string;
}

const POLL_MS = 100;
const DEFAULT_TIMEOUT_MS = 15_000;
const GUJARATI_ZERO = 0x0ae6;

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHeaders(part: string): { headers: string; body: string } {
  const match = /\r?\n\r?\n/.exec(part);
  if (!match) return { headers: part, body: '' };
  return { headers: part.slice(0, match.index), body: part.slice(match.index + match[0].length) };
}

function header(headers: string, name: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1].trim() ?? '';
}

function decodeBody(headers: string, body: string): string {
  const encoding = header(headers, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** An RFC 2047 header (`=?UTF-8?B?…?=` / `=?UTF-8?Q?…?=` words) as plain text. */
export function decodeHeaderWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function boundaryOf(headers: string): string | undefined {
  return /boundary="?([^";]+)"?/i.exec(header(headers, 'Content-Type'))?.[1];
}

/** The decoded text/plain part of a raw message (the whole body when it is not multipart); null when absent. */
export function textPart(raw: string): string | null {
  const { headers, body } = splitHeaders(raw);
  const boundary = boundaryOf(headers);
  if (!boundary) return decodeBody(headers, body);
  for (const part of body.split(`--${boundary}`)) {
    const inner = part.replace(/^\r?\n/, '');
    const { headers: innerHeaders, body: innerBody } = splitHeaders(inner);
    const type = header(innerHeaders, 'Content-Type').toLowerCase();
    if (type.startsWith('multipart/')) {
      const nested = textPart(inner);
      if (nested !== null) return nested;
    }
    if (type.startsWith('text/plain')) return decodeBody(innerHeaders, innerBody);
  }
  return null;
}

/** The six-digit code of a text (Gujarati digits count too); not the digits of a profile id such as PT104233. */
export function extractCode(text: string): string | undefined {
  const ascii = text.replace(/[\u0AE6-\u0AEF]/g, (d) => String(d.charCodeAt(0) - GUJARATI_ZERO));
  return /(?<![\p{L}\p{N}])\d{6}(?!\p{N})/u.exec(ascii)?.[0];
}

/** A whole message, or null while the server is still writing it (files are not written atomically). */
export function parseMail(id: number, raw: string): Mail | null {
  const { headers } = splitHeaders(raw);
  const boundary = boundaryOf(headers);
  if (boundary && !raw.includes(`--${boundary}--`)) return null;
  const text = textPart(raw);
  if (text === null) return null;
  return { id, to: header(headers, 'To').toLowerCase(), subject: decodeHeaderWords(header(headers, 'Subject')), text };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The outbox folder of one server. Messages never change once complete, so each file is parsed once. */
export class Outbox {
  private readonly parsed = new Map<string, Mail>();

  constructor(private readonly dir: string) {}

  static of(dataDir: string): Outbox {
    return new Outbox(path.join(dataDir, 'outbox'));
  }

  /** Every complete message to `address`, oldest first. */
  async mailsTo(address: string): Promise<Mail[]> {
    const wanted = address.toLowerCase();
    let names: string[] = [];
    try {
      names = await readdir(this.dir);
    } catch {
      return []; // the folder appears with the first message
    }
    const mails: Mail[] = [];
    for (const name of names) {
      const id = Number(/-(\d+)\.eml$/.exec(name)?.[1] ?? NaN);
      if (!Number.isFinite(id)) continue;
      let mail = this.parsed.get(name);
      if (!mail) {
        const complete = parseMail(id, await readFile(path.join(this.dir, name), 'utf8'));
        if (!complete) continue;
        this.parsed.set(name, complete);
        mail = complete;
      }
      if (mail.to.includes(wanted)) mails.push(mail);
    }
    return mails.sort((a, b) => a.id - b.id);
  }

  /** The id of the newest message to `address` so far (0 for none): pass it as `after` before asking for a code. */
  async lastId(address: string): Promise<number> {
    return (await this.mailsTo(address)).at(-1)?.id ?? 0;
  }

  /**
   * The code in the newest message to `address` that came after message `after` and carries one. Each message is
   * written a moment after the call that queued it, so this polls.
   */
  async waitForCode(address: string, { after = 0, timeout = DEFAULT_TIMEOUT_MS } = {}): Promise<string> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const fresh = (await this.mailsTo(address)).filter((mail) => mail.id > after).reverse();
      for (const mail of fresh) {
        const code = extractCode(mail.text);
        if (code) return code;
      }
      if (Date.now() > deadline)
        throw new Error(`no e-mail with a code to ${address} after message ${after} in ${this.dir}`);
      await sleep(POLL_MS);
    }
  }

  /** The newest message to `address` whose subject matches `subject`. */
  async waitForMail(address: string, subject: string | RegExp, { timeout = DEFAULT_TIMEOUT_MS } = {}): Promise<Mail> {
    const matches = (value: string) => (typeof subject === 'string' ? value.includes(subject) : subject.test(value));
    const deadline = Date.now() + timeout;
    for (;;) {
      const mails = await this.mailsTo(address);
      const found = [...mails].reverse().find((mail) => matches(mail.subject));
      if (found) return found;
      if (Date.now() > deadline) {
        const seen = mails.map((mail) => mail.subject).join(' | ') || 'none';
        throw new Error(`no e-mail "${String(subject)}" to ${address}; subjects seen: ${seen}`);
      }
      await sleep(POLL_MS);
    }
  }
}

/**
 * The text messages the server "sends" without an SMS provider: each is <created>-<id>.txt in <data>/sms-outbox/,
 * its first line `To: +<digits>`, then a blank line and the text.
 */
export class SmsOutbox {
  constructor(private readonly dir: string) {}

  static of(dataDir: string): SmsOutbox {
    return new SmsOutbox(path.join(dataDir, 'sms-outbox'));
  }

  /** The texts to `to` (`+91` and the number), oldest first, each with its id. */
  async textsTo(to: string): Promise<{ id: number; text: string }[]> {
    let names: string[] = [];
    try {
      names = await readdir(this.dir);
    } catch {
      return []; // the folder appears with the first text
    }
    const texts: { id: number; text: string }[] = [];
    for (const name of names) {
      const id = Number(/-(\d+)\.txt$/.exec(name)?.[1] ?? NaN);
      if (!Number.isFinite(id)) continue;
      const raw = await readFile(path.join(this.dir, name), 'utf8');
      if (raw.split('\n', 1)[0] === `To: ${to}` && raw.endsWith('\n')) texts.push({ id, text: raw });
    }
    return texts.sort((a, b) => a.id - b.id);
  }

  /** The id of the newest text to `to` so far (0 for none): pass it as `after` before asking for a code. */
  async lastId(to: string): Promise<number> {
    return (await this.textsTo(to)).at(-1)?.id ?? 0;
  }

  /** The code of the newest text to `to` after text `after`; polls, as a text is written a moment after its call. */
  async waitForCode(to: string, { after = 0, timeout = DEFAULT_TIMEOUT_MS } = {}): Promise<string> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const fresh = (await this.textsTo(to)).filter((text) => text.id > after).reverse();
      for (const text of fresh) {
        const code = extractCode(text.text.slice(text.text.indexOf('\n')));
        if (code) return code;
      }
      if (Date.now() > deadline) throw new Error(`no text with a code to ${to} after text ${after} in ${this.dir}`);
      await sleep(POLL_MS);
    }
  }
}
