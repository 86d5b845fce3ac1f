// A Sagpan binary for the browser tools of this folder (run.mjs, long-tasks.mjs): on a port and a data folder of its
// own (SQLite, local mail and photos, whatever the caller's environment says of a database or a public address), over
// HTTPS with HTTP/2 and the tests' certificate for 127.0.0.1 (api/tests/tls/) unless `plain`. The server is stopped
// and its folder removed when the calling script exits.
import { spawn } from 'node:child_process';
import { X509Certificate, createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The server's settings, before it starts (a caller may first run a command of the binary on the same data folder,
 * such as `demo-data`): `env` for the binary, its `dataDir`, `origin`, `call` for a request to it, and `chromiumArgs`,
 * which make Chromium trust the tests' certificate by its key (nothing shows as insecure).
 */
export function sagpanServer({ binary, plain = false, name = 'sagpan-tool' }) {
  const port = 18000 + Math.floor(Math.random() * 2000);
  const origin = `${plain ? 'http' : 'https'}://127.0.0.1:${port}`;
  const certFile = path.join(root, 'api/tests/tls/cert.pem');
  const certificate = readFileSync(certFile);
  // What Chromium is told to trust: the certificate's public key, as the SHA-256 of its SubjectPublicKeyInfo.
  const spki = createHash('sha256')
    .update(new X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const env = { ...process.env, SAGPAN_DATA_DIR: dataDir, SAGPAN_LISTEN: `127.0.0.1:${port}`, RUST_LOG: 'warn' };
  delete env.SAGPAN_DATABASE_URL;
  delete env.SAGPAN_CAPTCHA;
  delete env.SAGPAN_PUBLIC_URL;
  if (!plain) {
    env.SAGPAN_TLS_CERT = certFile;
    env.SAGPAN_TLS_KEY = path.join(root, 'api/tests/tls/key.pem');
  }
  let server;
  process.on('exit', () => {
    server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A request to the server, trusting the tests' certificate: its status and body. */
  function call(method, url, headers = {}, body) {
    const client = plain ? http : https;
    return new Promise((resolve, reject) => {
      const request = client.request(`${origin}${url}`, { method, headers, ca: certificate }, (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode, text: Buffer.concat(chunks).toString() }));
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  /** Starts the server and waits until it answers; throws after 30 s. */
  async function start() {
    server = spawn(binary, [], { env, stdio: ['ignore', 'inherit', 'inherit'] });
    for (let i = 0; i < 300; i++) {
      try {
        if ((await call('GET', '/api/health')).status < 500) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server did not answer at ${origin}`);
  }

  return { origin, env, dataDir, call, start, chromiumArgs: plain ? [] : [`--ignore-certificate-errors-spki-list=${spki}`] };
}

/** Makes `lang` the visitor's chosen language in `page`'s browser, as the web app keeps it (storage and cookie). */
export async function chooseLanguage(page, origin, lang) {
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate((lang) => {
    localStorage.setItem('sagpan.lang', lang);
    document.cookie = `sagpan.lang=${lang}; path=/; max-age=31536000; samesite=lax`;
  }, lang);
}
