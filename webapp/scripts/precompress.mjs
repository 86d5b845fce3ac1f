#!/usr/bin/env node
// Every text file of dist/ compressed once, at build time, at each algorithm's best level: beside each file of 1 kB or
// more, `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9), kept only when smaller. The server sends
// these as they are (api/src/web.rs) instead of compressing each answer at its fastest level: the entry script comes
// out a quarter smaller than at brotli's fastest level (102 kB rather than 135 kB), and a phone on a slow line has
// that much less to wait for before the page works. `npm run build` runs this last.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1000;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name) && !full.includes(`${path.sep}.vite${path.sep}`)) yield full;
  }
}

let plain = 0;
let brotli = 0;
let count = 0;
for (const file of files(dist)) {
  if (statSync(file).size < MIN_BYTES) continue;
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  const gz = gzipSync(bytes, { level: 9 });
  if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
  if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
  plain += bytes.length;
  brotli += Math.min(br.length, bytes.length);
  count++;
}
console.log(`precompress: ${count} files, ${(plain / 1000).toFixed(0)} kB, ${(brotli / 1000).toFixed(0)} kB as brotli`);
