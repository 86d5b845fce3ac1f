#!/usr/bin/env node
// `just long-tasks <page>`: what keeps a public page's main thread busy as it loads on a slow phone, the detail behind
// Lighthouse's blocking time (target Q7, docs/rules.md). Loads the page once in Debian's Chromium with the CPU slowed
// 4x (DevTools throttling: the page really runs that slowly), records a trace, and prints every main-thread task over
// 50 ms, from the page's start, with its largest parts: style, layout, script (by function and file) and the rest.
// The task that the first contentful paint follows is marked; a blocking task after it is what a visitor waits on.
//
//   node tools/lighthouse/long-tasks.mjs /auth/registration [gu|en]
//
// Environment: SAGPAN_BINARY (the server: the recipe passes the release binary), SAGPAN_WEB_DIR (the built web app;
// webapp/dist when absent). Plain HTTP: the connection's cost is Lighthouse's business; this is the main thread's.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseLanguage, sagpanServer } from './sagpan-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, '.tools/lighthouse/package.json'));
const puppeteer = (await import(require.resolve('puppeteer-core'))).default;

const page = process.argv[2] ?? '/';
const lang = process.argv[3] ?? 'gu';
const binary = process.env.SAGPAN_BINARY ?? path.join(root, 'target/release/sagpan');
const { origin, env, dataDir, start: startServer } = sagpanServer({ binary, plain: true, name: 'sagpan-long-tasks' });
env.SAGPAN_WEB_DIR ??= path.join(root, 'webapp/dist');
await startServer();
const traceFile = path.join(dataDir, 'trace.json');

const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const tab = await browser.newPage();
  // Lighthouse's phone: Moto G Power's screen.
  await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  await chooseLanguage(tab, origin, lang);
  const cdp = await tab.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await tab.tracing.start({
    path: traceFile,
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'loading', 'toplevel'],
  });
  await tab.goto(`${origin}${page}`, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await tab.tracing.stop();
} finally {
  await browser.close();
}

const events = JSON.parse(readFileSync(traceFile, 'utf8')).traceEvents;
const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(`${origin}${page}`));
if (!parse) throw new Error(`no parsing of ${page} in the trace`);
const thread = (e) => e.pid === parse.pid && e.tid === parse.tid;
const start = events.filter((e) => thread(e) && e.name === 'navigationStart').pop()?.ts ?? parse.ts;
const paint = events.filter((e) => e.pid === parse.pid && e.name === 'firstContentfulPaint').pop()?.ts;
const PARTS = ['ParseHTML', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Commit',
  'EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'MinorGC', 'MajorGC'];
const inside = (task) => events.filter((e) => thread(e) && e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur);
const file = (url) => (url ?? '').split('/').pop();
const label = (e) => {
  const data = e.args?.data ?? {};
  const where = data.functionName ? ` ${data.functionName}` : '';
  const source = data.url ? ` ${file(data.url)}` : e.args?.beginData?.stackTrace ? ` from ${file(e.args.beginData.stackTrace[0].url)}` : '';
  return `${e.name}${where}${source} ${Math.round(e.dur / 1000)}`;
};

const tasks = events.filter((e) => thread(e) && e.name === 'RunTask' && e.dur > 50_000 && e.ts >= start);
let blocking = 0;
let marked = false;
console.log(`${page} (${lang}), CPU 4x slower, main-thread tasks over 50 ms; ms from the page's start, duration, largest parts (ms)`);
for (const task of tasks) {
  if (paint && !marked && task.ts > paint) {
    console.log(`-- first contentful paint at ${Math.round((paint - start) / 1000)} ms`);
    marked = true;
  }
  if (paint && task.ts > paint) blocking += task.dur / 1000 - 50;
  const parts = inside(task).filter((e) => PARTS.includes(e.name)).sort((a, b) => b.dur - a.dur).slice(0, 4);
  console.log(`${String(Math.round((task.ts - start) / 1000)).padStart(6)} ${String(Math.round(task.dur / 1000)).padStart(5)}  ${parts.map(label).join(', ')}`);
}
console.log(`\nblocking after the first contentful paint (each task's time over 50 ms): ${Math.round(blocking)} ms`);
process.exit(0);
