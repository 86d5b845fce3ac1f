// Reads the codes that the server "sends": without SMTP it writes every e-mail as an .eml file to
// $SAGPAN_DATA_DIR/outbox/ (multipart/alternative; the text part base64 or quoted-printable; subjects as RFC 2047).
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const GUJARATI_ZERO = 0x0ae6;

function decodeQuotedPrintable(text) {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes = [];
  for (let i = 0; i < soft.length; i += 1) {
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHeaders(part) {
  const index = part.search(/\r?\n\r?\n/);
  if (index < 0) return { headers: part, body: '' };
  const match = part.slice(index).match(/^\r?\n\r?\n/);
  return { headers: part.slice(0, index), body: part.slice(index + match[0].length) };
}

function header(headers, name) {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const match = unfolded.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'));
  return match ? match[1].trim() : '';
}

function decodeBody(headers, body) {
  const encoding = header(headers, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The decoded text/plain part of a raw message (the whole body when it is not multipart). */
export function textPart(raw) {
  const { headers, body } = splitHeaders(raw);
  const type = header(headers, 'Content-Type');
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (!boundary) return decodeBody(headers, body);
  for (const part of body.split(`--${boundary}`)) {
    const inner = splitHeaders(part.replace(/^\r?\n/, ''));
    const innerType = header(inner.headers, 'Content-Type').toLowerCase();
    if (innerType.startsWith('multipart/')) {
      const nested = textPart(part.replace(/^\r?\n/, ''));
      if (nested) return nested;
    }
    if (innerType.startsWith('text/plain')) return decodeBody(inner.headers, inner.body);
  }
  return '';
}

/** The six-digit code of a text (Gujarati digits count too); not the digits of a profile id such as PT104233. */
export function extractCode(text) {
  const ascii = text.replace(/[\u0AE6-\u0AEF]/g, (d) => String(d.charCodeAt(0) - GUJARATI_ZERO));
  return ascii.match(/(?<![\p{L}\p{N}])\d{6}(?!\p{N})/u)?.[0];
}

/** Waits for the newest .eml to `address` written at or after `since` (ms) and returns its code. */
export async function waitForCode(dataDir, address, since, timeoutMs = 20_000) {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  const wanted = address.toLowerCase();
  while (Date.now() < deadline) {
    let names = [];
    try {
      names = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
    } catch {
      // the folder appears with the first e-mail
    }
    const candidates = [];
    for (const name of names) {
      const file = path.join(dir, name);
      const info = await stat(file);
      if (info.mtimeMs >= since - 1000) candidates.push({ file, mtime: info.mtimeMs });
    }
    candidates.sort((a, b) => b.mtime - a.mtime);
    for (const { file } of candidates) {
      const raw = await readFile(file, 'utf8');
      const { headers } = splitHeaders(raw);
      if (!header(headers, 'To').toLowerCase().includes(wanted)) continue;
      const code = extractCode(textPart(raw));
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail with a code to ${address} in ${dir}`);
}

/** An RFC 2047 header (`=?UTF-8?B?…?=` / `=?UTF-8?Q?…?=` words) as plain text. */
export function decodeHeaderWords(value) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset, encoding, text) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      return decodeQuotedPrintable(text.replace(/_/g, ' '));
    });
}

/** Waits for an .eml to `address` whose decoded subject contains `subject`; returns {subject, text}. */
export async function waitForMail(dataDir, address, subject, timeoutMs = 20_000) {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  const wanted = address.toLowerCase();
  const seen = [];
  while (Date.now() < deadline) {
    let names = [];
    try {
      names = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
    } catch {
      // the folder appears with the first e-mail
    }
    seen.length = 0;
    for (const name of names) {
      const raw = await readFile(path.join(dir, name), 'utf8');
      const { headers } = splitHeaders(raw);
      if (!header(headers, 'To').toLowerCase().includes(wanted)) continue;
      const decoded = decodeHeaderWords(header(headers, 'Subject'));
      seen.push(decoded);
      if (decoded.includes(subject)) return { subject: decoded, text: textPart(raw) };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail "${subject}" to ${address}; subjects seen: ${seen.join(' | ') || 'none'}`);
}
