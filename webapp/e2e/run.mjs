// End-to-end check of the built web app against a running Sagpan server (which serves webapp/dist).
// Uses the system Chromium (never a downloaded browser). Prints "N passed, N failed" and exits non-zero on failure.
// SCREENSHOTS_DIR=<dir> also saves full-page screenshots of the public pages in both languages at 390 and 1280 px.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const BASE_URL = (process.env.SAGPAN_URL || 'http://127.0.0.1:8080').replace(/\/$/, '');
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;
const LANG_KEY = 'sagpan.lang';
const TIMEOUT = 15_000;

const GU_HEADING = 'વિશ્વાસુ પાટીદાર પરિવારોમાંથી જીવનસાથી શોધો';
const EN_HEADING = 'Find a life partner among trusted Patidar families';

const results = [];

async function check(name, fn) {
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`  ok    ${name}`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(`  FAIL  ${name}\n        ${String(error?.message ?? error).split('\n').join('\n        ')}`);
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

try {
  console.log(`Sagpan e2e against ${BASE_URL}`);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT);

  await check('the home page renders in Gujarati by default', async () => {
    await page.goto(`${BASE_URL}/`);
    await page.getByRole('heading', { level: 1, name: GU_HEADING }).waitFor();
    const lang = await page.evaluate(() => document.documentElement.lang);
    assert(lang === 'gu', `expected <html lang="gu">, got "${lang}"`);
  });

  await check('Gujarati text is set in Noto Sans Gujarati from the bundle', async () => {
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/["']/g, '')),
    );
    assert(loaded.includes('Noto Sans Gujarati'), `loaded fonts: ${loaded.join(', ') || 'none'}`);
  });

  await check('switching to English reloads the page in English', async () => {
    await Promise.all([
      page.waitForEvent('load'),
      page.getByTestId('language-switcher').getByText('English', { exact: true }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: EN_HEADING }).waitFor();
    const lang = await page.evaluate(() => document.documentElement.lang);
    assert(lang === 'en', `expected <html lang="en">, got "${lang}"`);
    const stored = await page.evaluate((key) => localStorage.getItem(key), LANG_KEY);
    assert(stored === 'en', `expected localStorage ${LANG_KEY}=en, got ${stored}`);
  });

  await check('the community select lists communities from the server', async () => {
    const select = page.getByTestId('community-select');
    await select.waitFor();
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="community-select"]')?.hasAttribute('disabled'),
    );
    await select.click();
    await page.getByRole('option', { name: /Kadva Patidar/ }).first().waitFor();
    const count = await page.getByRole('option').count();
    assert(count >= 2, `expected at least two communities, got ${count}`);
    await page.keyboard.press('Escape');
  });

  await check('an unknown address shows the 404 page', async () => {
    await page.goto(`${BASE_URL}/no-such-page`);
    await page.getByTestId('error-title').waitFor();
    const title = await page.getByTestId('error-title').innerText();
    assert(title.includes('Page not found'), `unexpected 404 title "${title}"`);
  });

  await check('/error redirects to /error/oops', async () => {
    await page.goto(`${BASE_URL}/error`);
    await page.waitForURL(/\/error\/oops$/);
    await page.getByTestId('error-title').waitFor();
  });

  await context.close();

  if (SCREENSHOTS_DIR) {
    await mkdir(SCREENSHOTS_DIR, { recursive: true });
    const pages = [
      ['home', '/'],
      ['about', '/about'],
      ['privacy-policy', '/privacy-policy'],
      ['terms', '/terms'],
      ['contact', '/contact'],
      ['error-oops', '/error/oops'],
      ['not-found', '/no-such-page'],
    ];
    for (const lang of ['gu', 'en']) {
      for (const width of [390, 1280]) {
        await check(`screenshots in ${lang} at ${width} px`, async () => {
          const shotContext = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } });
          await shotContext.addInitScript(
            ([key, value]) => localStorage.setItem(key, value),
            [LANG_KEY, lang],
          );
          const shot = await shotContext.newPage();
          shot.setDefaultTimeout(TIMEOUT);
          for (const [name, url] of pages) {
            await shot.goto(`${BASE_URL}${url}`, { waitUntil: 'networkidle' });
            await shot.locator('h1').first().waitFor();
            await shot.evaluate(() => document.fonts.ready);
            const overflow = await shot.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            assert(overflow <= 0, `${url} overflows horizontally by ${overflow} px`);
            await shot.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}-${lang}-${width}.png`), fullPage: true });
          }
          await shotContext.close();
        });
      }
    }
  }
} finally {
  await browser.close();
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
