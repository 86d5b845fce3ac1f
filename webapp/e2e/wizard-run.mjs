// Standalone check of the profile wizard against a running server (which serves webapp/dist):
// registers a member through the UI, confirms the e-mail with the code from $SAGPAN_DATA_DIR/outbox, then runs
// completeWizard in Gujarati and English. WIZARD_WIDTHS=390,1280 (default 390) runs each language at each width;
// SCREENSHOTS_DIR=<dir> saves wizard-<lang>-<width>-<moment>.png there.
//   SAGPAN_URL=http://127.0.0.1:8091 SAGPAN_DATA_DIR=/tmp/sagpan-wizard node e2e/wizard-run.mjs
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { waitForCode } from './outbox.mjs';
import { completeWizard } from './wizard-flow.mjs';

const BASE_URL = (process.env.SAGPAN_URL || 'http://127.0.0.1:8080').replace(/\/$/, '');
const DATA_DIR = process.env.SAGPAN_DATA_DIR;
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;
const WIDTHS = (process.env.WIZARD_WIDTHS || '390').split(',').map(Number);
const LANGS = (process.env.WIZARD_LANGS || 'gu,en').split(',');
const TIMEOUT = 45_000;

if (!DATA_DIR) {
  console.error('SAGPAN_DATA_DIR must name the server data folder (its outbox/ holds the e-mailed codes).');
  process.exit(2);
}

async function registerAndConfirm(page, lang) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const member = {
    firstName: lang === 'gu' ? 'મીરજ' : 'Miraj',
    lastName: lang === 'gu' ? 'પટેલ' : 'Patel',
    email: `wizard-${lang}-${stamp}@example.com`,
    phone: `9${stamp.slice(-9)}`,
    password: 'Sagpan#Wizard1',
  };
  const since = Date.now();
  await page.goto(`${BASE_URL}/auth/registration`);
  await page.getByTestId('reg-first-name').fill(member.firstName);
  await page.getByTestId('reg-last-name').fill(member.lastName);
  await page.getByTestId('reg-email').fill(member.email);
  await page.waitForFunction(() => {
    const select = document.querySelector('[data-testid="reg-country-code"]');
    return select && !select.disabled && select.value.includes('+91');
  });
  await page.getByTestId('reg-phone').fill(member.phone);
  await page.getByTestId('reg-password').fill(member.password);
  await page.getByTestId('reg-confirm-password').fill(member.password);
  await page.getByTestId('reg-terms').check();
  await page.waitForFunction(() => !document.querySelector('[data-testid="reg-submit"]')?.disabled);
  await page.getByTestId('reg-submit').click();
  await page.waitForURL((url) => url.pathname === '/auth/verify-otp', { timeout: TIMEOUT });
  const code = await waitForCode(DATA_DIR, member.email, since);
  await page.getByTestId('verify-otp-code').fill(code);
  await page.getByTestId('verify-submit').click();
  await page.waitForURL((url) => url.pathname === '/create-profile', { timeout: TIMEOUT });
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
let failed = 0;
let passed = 0;
try {
  if (SCREENSHOTS_DIR) await mkdir(SCREENSHOTS_DIR, { recursive: true });
  for (const lang of LANGS) {
    for (const width of WIDTHS) {
      const name = `[${lang} ${width}px] register, confirm and complete the profile wizard`;
      const ctx = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
      await ctx.addInitScript((value) => localStorage.setItem('sagpan.lang', value), lang);
      const page = await ctx.newPage();
      page.setDefaultTimeout(TIMEOUT);
      const screenshot = async (moment) => {
        if (!SCREENSHOTS_DIR) return;
        // The "saved" toasts are fixed to the viewport and would float over the middle of a full-page picture.
        await page.addStyleTag({ content: '.mantine-Notifications-root { display: none !important; }' });
        // The header is sticky: from the top it is where it belongs in a full-page picture.
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await page.waitForTimeout(150);
        await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `wizard-${lang}-${width}-${moment}.png`), fullPage: true });
      };
      try {
        await registerAndConfirm(page, lang);
        await completeWizard(page, { lang, baseUrl: BASE_URL, screenshot });
        passed += 1;
        console.log(`  ok    ${name}`);
      } catch (error) {
        failed += 1;
        console.log(`  FAIL  ${name}\n        ${String(error?.message ?? error).split('\n').join('\n        ')}`);
        await page.screenshot({ path: path.join(SCREENSHOTS_DIR || '/tmp', `wizard-${lang}-${width}-failure.png`), fullPage: true }).catch(() => {});
      } finally {
        await ctx.close();
      }
    }
  }
} finally {
  await browser.close();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
