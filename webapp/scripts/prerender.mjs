#!/usr/bin/env node
// The public pages as HTML, in both languages (`npm run build` runs this after `vite build`): builds src/prerender.tsx
// for Node into node_modules/.sagpan-prerender (never shipped), renders each of its pages inside a jsdom window, and
// writes dist/prerendered/<language>/<page>.html from dist/index.html: the page in #root (which the app hydrates, see
// src/main.tsx), its title, <html lang>, the splash hidden, the first paint's fonts preloaded, and a short script in
// <head> that, before the first paint, tells a signed-in visitor's or another language's browser to keep the page
// hidden behind the splash until the app has drawn the right one. The server sends these files for those addresses,
// choosing the language by the `sagpan.lang` cookie (Gujarati without one); every other address gets dist/index.html
// as before (api/src/web.rs).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build } from 'vite';

const webapp = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(webapp, 'dist');
const out = path.join(webapp, 'node_modules/.sagpan-prerender');

await build({
  root: webapp,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: out, emptyOutDir: true, manifest: false, minify: false, copyPublicDir: false },
  // The router renders here exactly as in the browser (its client code, not its server rendering, which adds its own
  // scripts and boundaries), so that the browser can adopt the HTML as it is (hydration, main.tsx).
  resolve: {
    alias: {
      '@tanstack/router-core/isServer': path.join(webapp, 'node_modules/@tanstack/router-core/dist/esm/isServer/client.js'),
    },
  },
  ssr: { noExternal: [/^@tanstack\//] },
});

// A browser's globals for modules that read window, document or localStorage as they load or render.
const dom = new JSDOM('<!doctype html><html><head><title></title></head><body></body></html>', {
  url: 'http://localhost/',
  pretendToBeVisual: true,
});
for (let object = dom.window; object && object !== Object.prototype; object = Object.getPrototypeOf(object)) {
  for (const key of Object.getOwnPropertyNames(object)) {
    if (key in globalThis) continue;
    try {
      const value = dom.window[key];
      globalThis[key] = typeof value === 'function' && !/^[A-Z]/.test(key) ? value.bind(dom.window) : value;
    } catch {
      // a read-only global of Node's own
    }
  }
}
globalThis.window = dom.window;
globalThis.document = dom.window.document;
Object.defineProperty(globalThis, 'navigator', { value: dom.window.navigator, configurable: true });
dom.window.matchMedia ??= () => ({ matches: false, addEventListener() {}, removeEventListener() {} });

const { render, PRERENDERED_PAGES, LOCALES, BOOT_SCRIPT } = await import(pathToFileURL(path.join(out, 'prerender.js')).href);

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
function replaceOnce(html, from, to) {
  if (!html.includes(from)) throw new Error(`prerender: dist/index.html has no ${from}`);
  return html.replace(from, () => to);
}

/**
 * The page's HTML until the app has adopted it: links work (they load the next page), forms wait. A form is inert and
 * its controls say they are disabled, so that nothing typed into HTML that has no life yet is lost; each element is
 * marked data-sagpan-waiting, and the app releases it once React has adopted it (src/lib/prerendered.ts).
 */
function waitingForms(html) {
  return html
    .replace(/<form\b/g, '<form inert="" data-sagpan-waiting=""')
    .replace(/<(input|textarea|select|button)\b(?![^>]*\saria-disabled=)/g, '<$1 aria-disabled="true" data-sagpan-waiting=""');
}

/**
 * The fonts a page's first paint uses, fetched at once rather than after the stylesheet has been read: in Gujarati the
 * Gujarati face (text 400, headings 600) and Poppins for Latin letters and digits; in English Poppins 400, 500
 * (buttons) and 600 (headings). Other weights load when first used, as before.
 */
const FIRST_PAINT_FONTS = {
  gu: ['noto-sans-gujarati-gujarati-400-normal', 'noto-sans-gujarati-gujarati-600-normal', 'poppins-latin-400-normal'],
  en: ['poppins-latin-400-normal', 'poppins-latin-500-normal', 'poppins-latin-600-normal'],
};
const assets = readdirSync(path.join(dist, 'assets'));
function fontPreloads(locale) {
  return FIRST_PAINT_FONTS[locale]
    .map((name) => {
      const file = assets.find((asset) => asset.startsWith(`${name}-`) && asset.endsWith('.woff2'));
      if (!file) throw new Error(`prerender: no dist/assets/${name}-*.woff2`);
      return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`;
    })
    .join('\n    ');
}

/**
 * What a page's own code needs besides the entry, from Vite's manifest: the routes of the page (their ids, as the router
 * matched them) give their chunks, and each chunk's static imports give the rest.
 *
 * - Its styles (the CSS modules), inline: Vite adds a route chunk's CSS only when the chunk loads, which for
 *   prerendered HTML would be a first paint without them and a page that moves when they arrive. A few hundred bytes
 *   each, not worth a request each before the first paint.
 * - Not its scripts: they are fetched as the route's chunk imports them, after the first paint (Vite's loader preloads
 *   only stylesheets, see vite.config.ts). As modulepreload links in the HTML they would compete with the page's
 *   stylesheet and fonts for the first paint: Lighthouse's first paint went from 1.8 s to 4.9 s.
 * - For each inlined stylesheet, a disabled `<link rel="stylesheet">` naming it, which the browser does not fetch and
 *   which tells Vite's loader the rules are in the page: without it the loader fetches the file and the browser
 *   restyles the whole page with rules it already has.
 */
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}
const entryChunks = closure(['index.html']);
function routeAssets(routeIds) {
  const files = routeIds
    .filter((id) => id !== '__root__')
    .map((id) => `src/routes${id.endsWith('/') ? `${id}index` : id}.tsx`);
  const chunks = Object.keys(manifest).filter(
    (key) => key === 'src/app/root-layout.tsx' || files.some((file) => key === file || key.startsWith(`${file}?`)),
  );
  if (chunks.length < files.length + 1) throw new Error(`prerender: no chunk in the manifest for some of ${files}`);
  const own = [...closure(chunks)].filter((key) => !entryChunks.has(key));
  const entryCss = new Set(manifest['index.html']?.css ?? []);
  const css = [...new Set(own.flatMap((key) => manifest[key].css ?? []))].filter((file) => !entryCss.has(file));
  const rules = css.map((file) => readFileSync(path.join(dist, file), 'utf8'));
  const markers = css.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`);
  return [`<style data-sagpan-prerendered>${rules.join('\n')}</style>`, ...markers].join('\n    ');
}

let written = 0;
for (const locale of LOCALES) {
  for (const page of PRERENDERED_PAGES) {
    const { html, title, routeIds } = await render(page, locale);
    if (!title) throw new Error(`prerender: ${page} set no title`);
    let doc = replaceOnce(template, '<html lang="gu">', `<html lang="${locale}" data-mantine-color-scheme="light">`);
    doc = doc.replace(/<title>[^<]*<\/title>/, () => `<title>${escape(title)}</title>\n    <script>${BOOT_SCRIPT}</script>\n    ${fontPreloads(locale)}`);
    doc = replaceOnce(doc, '<div id="root"></div>', `<div id="root">${waitingForms(html)}</div>`);
    doc = doc.replace('</head>', () => `  ${routeAssets(routeIds)}\n  </head>`);
    doc = replaceOnce(doc, '<div id="splash" ', '<div id="splash" data-prerendered ');
    const file = path.join(dist, 'prerendered', locale, page === '/' ? 'index.html' : `${page.slice(1)}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, doc);
    written++;
  }
}
console.log(`prerender: ${written} pages into dist/prerendered/`);
// React Query and the router may leave timers behind; the work is done.
process.exit(0);
