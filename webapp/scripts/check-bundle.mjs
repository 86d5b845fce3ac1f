#!/usr/bin/env node
// The bundle budget (target Q2): the JavaScript that the built index.html loads before the first page, that is the
// entry chunk and every chunk it imports statically (what the browser fetches before any route's lazy chunk), may
// weigh at most BUDGET_KB kilobytes gzipped. Route chunks, the language catalogs and other dynamic imports are not
// counted: they load on demand.
//
// Run after `npm run build`: `npm run check:bundle`. Reads dist/index.html (its module scripts and modulepreload
// links) and dist/.vite/manifest.json (build.manifest in vite.config.ts), from which it follows the entry's static
// imports; gzips each file with node:zlib at its default level (6, as Vite's own build report does); prints one row per
// file and the total; exits 1 when the total is over the budget. Sizes are in kB (1 kB = 1000 bytes, as Vite reports
// them), the stricter reading of the budget's "120 KB".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The budget, in kB of gzip (default level): 120 kB = 120,000 bytes. */
const BUDGET_KB = 120;
const BUDGET_BYTES = BUDGET_KB * 1000;

const webapp = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(webapp, 'dist');

function read(file) {
  try {
    return readFileSync(path.join(dist, file));
  } catch {
    console.error(`check-bundle: dist/${file} is missing; run 'npm run build' first.`);
    process.exit(2);
  }
}

/** The value of attribute `name` in one HTML tag, or undefined. */
function attribute(tag, name) {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
}

/** A URL of index.html ("/assets/index-….js") as a path inside dist ("assets/index-….js"). */
const distPath = (url) => url.replace(/^\//, '');

const html = read('index.html').toString('utf8');
const tags = html.match(/<(script|link)\b[^>]*>/gi) ?? [];
const scripts = tags.filter((tag) => /^<script/i.test(tag) && attribute(tag, 'src')).map((tag) => distPath(attribute(tag, 'src')));
const preloads = tags
  .filter((tag) => /^<link/i.test(tag) && /^modulepreload$/i.test(attribute(tag, 'rel') ?? ''))
  .map((tag) => distPath(attribute(tag, 'href')));

// The manifest names each chunk's static imports (`imports`) apart from its dynamic ones (`dynamicImports`).
const manifest = JSON.parse(read('.vite/manifest.json').toString('utf8'));
const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
const initial = new Set();
function visit(file) {
  if (initial.has(file)) return;
  initial.add(file);
  const chunk = byFile.get(file);
  for (const key of chunk?.imports ?? []) visit(manifest[key].file);
}
for (const file of [...scripts, ...preloads]) visit(file);
if (initial.size === 0) {
  console.error('check-bundle: dist/index.html loads no script.');
  process.exit(2);
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
const rows = [...initial].map((file) => {
  const raw = read(file);
  return { file, raw: raw.length, gzip: gzipSync(raw).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 });

const width = Math.max(...rows.map((row) => row.file.length), 'total'.length);
const line = (file, raw, gzip) => `${file.padEnd(width)}  ${raw.padStart(9)}  ${gzip.padStart(10)}`;
console.log('Initial JavaScript (entry chunk and its static imports), gzip at the default level, kB = 1000 bytes:');
console.log(line('file', 'raw kB', 'gzip kB'));
for (const row of rows) console.log(line(row.file, kb(row.raw), kb(row.gzip)));
console.log(line('total', kb(total.raw), kb(total.gzip)));

if (total.gzip > BUDGET_BYTES) {
  console.error(
    `\nOver budget: ${kb(total.gzip)} kB gzip > ${BUDGET_KB} kB (${total.gzip} > ${BUDGET_BYTES} bytes). ` +
      'Load what the first page does not need lazily (route-level code splitting, see vite.config.ts).',
  );
  process.exit(1);
}
console.log(`\nWithin budget: ${kb(total.gzip)} kB gzip <= ${BUDGET_KB} kB (${total.gzip} <= ${BUDGET_BYTES} bytes).`);
