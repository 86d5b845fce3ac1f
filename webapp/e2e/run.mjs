// End-to-end check of the built web app against a running Sagpan server (which serves webapp/dist).
// Uses the system Chromium (never a downloaded browser). Prints "N passed, N failed" and exits non-zero on failure.
// SCREENSHOTS_DIR=<dir> also saves full-page screenshots of the public pages in both languages at 390 and 1280 px.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { waitForCode } from './outbox.mjs';

const BASE_URL = (process.env.SAGPAN_URL || 'http://127.0.0.1:8080').replace(/\/$/, '');
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;
const LANG_KEY = 'sagpan.lang';
const TIMEOUT = 15_000;
// The captcha's proof of work and the sign-in calls can take a few seconds in a debug build.
const FLOW_TIMEOUT = 45_000;
const DATA_DIR = process.env.SAGPAN_DATA_DIR;
// The server sends a new code to an address at most every 60 seconds.
const CODE_PAUSE_MS = 61_000;

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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function langContext(lang, width = 390) {
  const ctx = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } });
  await ctx.addInitScript(([key, value]) => localStorage.setItem(key, value), [LANG_KEY, lang]);
  return ctx;
}

const storedAuth = (page) => page.evaluate(() => localStorage.getItem('sagpan.auth'));

async function pathname(page) {
  return new URL(page.url()).pathname;
}

async function waitForPath(page, wanted) {
  await page.waitForURL((url) => url.pathname === wanted, { timeout: FLOW_TIMEOUT });
}

async function expectProblemAlert(page) {
  const alert = page.getByTestId('problem-alert');
  await alert.waitFor({ timeout: FLOW_TIMEOUT });
  const text = (await alert.innerText()).trim();
  assert(text.length > 0, 'the red alert is empty');
  return text;
}

async function fillRegistration(page, member) {
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
}

/** Register, confirm, sign out; sign in with a code; sign out; reset the password and sign in with it. */
async function accountFlows(lang) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const member = {
    firstName: lang === 'gu' ? 'મીરા' : 'Meera',
    lastName: lang === 'gu' ? 'પટેલ' : 'Patel',
    email: `e2e-${lang}-${stamp}@example.com`,
    phone: `9${stamp.slice(-9)}`,
    password: 'Sagpan#Trial1',
    newPassword: 'Sagpan#Trial2',
  };
  const ctx = await langContext(lang);
  const page = await ctx.newPage();
  page.setDefaultTimeout(FLOW_TIMEOUT);
  let lastCodeAt = 0;
  const nextCodeAllowed = async () => {
    const wait = lastCodeAt + CODE_PAUSE_MS - Date.now();
    if (wait > 0) await sleep(wait);
    return Date.now();
  };
  const t = (name) => `[${lang}] ${name}`;

  try {
    await check(t('registration with the captcha on leads to /auth/verify-otp'), async () => {
      const since = Date.now();
      await fillRegistration(page, member);
      await waitForPath(page, '/auth/verify-otp');
      // The code was created somewhere between the click and now; the pause counts from the later end.
      lastCodeAt = Date.now();
      member.registeredSince = since;
      const lang0 = await page.evaluate(() => document.documentElement.lang);
      assert(lang0 === lang, `expected <html lang="${lang}">, got "${lang0}"`);
      const shown = await page.getByTestId('verify-email').innerText();
      assert(shown === member.email, `verify screen shows "${shown}"`);
      await page.getByTestId('verify-countdown').waitFor();
    });

    await check(t('the e-mailed code confirms the e-mail and lands on /create-profile'), async () => {
      const code = await waitForCode(DATA_DIR, member.email, member.registeredSince);
      await page.getByTestId('verify-otp-code').fill(code);
      await page.getByTestId('verify-submit').click();
      await waitForPath(page, '/create-profile');
      const auth = JSON.parse((await storedAuth(page)) ?? 'null');
      assert(auth?.accessToken && auth?.refreshToken, 'no tokens in localStorage sagpan.auth');
      assert(auth.user.profileStatus === 0 && auth.user.emailConfirmed === true, 'unexpected stored user');
    });

    await check(t('status 0 is kept to /create-profile; the legal pages stay open'), async () => {
      await page.goto(`${BASE_URL}/auth/login`);
      await waitForPath(page, '/create-profile');
      await page.goto(`${BASE_URL}/terms`);
      await page.locator('h1').first().waitFor();
      assert((await pathname(page)) === '/terms', `expected /terms, got ${await pathname(page)}`);
    });

    await check(t('the user menu shows the name and profile id and signs out'), async () => {
      await page.getByTestId('user-menu').click();
      const name = await page.getByTestId('user-menu-name').innerText();
      assert(name.includes(member.firstName), `menu shows "${name}"`);
      const profileId = await page.getByTestId('user-menu-profile-id').innerText();
      assert(/^PT\d{6}$/.test(profileId), `profile id "${profileId}"`);
      await page.getByTestId('user-menu-sign-out').click();
      await waitForPath(page, '/');
      await page.waitForFunction(() => localStorage.getItem('sagpan.auth') === null);
    });

    await check(t('registering the same e-mail again shows the duplicate message'), async () => {
      await fillRegistration(page, { ...member, phone: `8${stamp.slice(-9)}` });
      await expectProblemAlert(page);
      assert((await pathname(page)) === '/auth/registration', 'left the registration screen');
    });

    await check(t('a wrong password shows the red alert'), async () => {
      await page.goto(`${BASE_URL}/auth/login`);
      await page.getByTestId('login-username').fill(member.email);
      await page.getByTestId('login-password').fill('not-the-password');
      await page.getByTestId('login-submit').click();
      await expectProblemAlert(page);
      assert((await pathname(page)) === '/auth/login', 'left the login screen');
    });

    await check(t('sign-in with an e-mailed code (/auth/otp-request)'), async () => {
      await page.goto(`${BASE_URL}/auth/login`);
      await page.getByTestId('login-request-otp').click();
      await waitForPath(page, '/auth/otp-request');
      await page.getByTestId('otp-request-email').fill(member.email);
      const since = await nextCodeAllowed();
      await page.getByTestId('otp-request-send').click();
      await page.getByTestId('otp-request-code').or(page.getByTestId('problem-alert')).first().waitFor();
      if (await page.getByTestId('problem-alert').isVisible()) {
        throw new Error(`the code request was refused: ${await page.getByTestId('problem-alert').innerText()}`);
      }
      lastCodeAt = Date.now();
      const code = await waitForCode(DATA_DIR, member.email, since);
      await page.getByTestId('otp-request-code').fill(code);
      await page.getByTestId('otp-request-submit').click();
      await waitForPath(page, '/create-profile');
    });

    await check(t('/logout signs out and returns to /'), async () => {
      await page.goto(`${BASE_URL}/logout`);
      await waitForPath(page, '/');
      await page.waitForFunction(() => localStorage.getItem('sagpan.auth') === null);
      await page.goto(`${BASE_URL}/create-profile`);
      await waitForPath(page, '/auth/login');
    });

    await check(t('forgot password, new password, then sign-in with the new password'), async () => {
      await page.goto(`${BASE_URL}/auth/forgot-password`);
      await page.getByTestId('forgot-email').fill(member.email);
      const since = await nextCodeAllowed();
      await page.getByTestId('forgot-submit').click();
      await waitForPath(page, '/auth/new-password');
      lastCodeAt = Date.now();
      const prefilled = await page.getByTestId('reset-email').inputValue();
      assert(prefilled === member.email, `new-password e-mail prefilled with "${prefilled}"`);
      const code = await waitForCode(DATA_DIR, member.email, since);
      await page.getByTestId('reset-otp').fill(code);
      await page.getByTestId('reset-password').fill(member.newPassword);
      await page.getByTestId('reset-confirm-password').fill(member.newPassword);
      await page.getByTestId('reset-submit').click();
      await waitForPath(page, '/auth/login');
      await page.locator('.mantine-Notification-root').first().waitFor();
      // English signs in with the phone number, Gujarati with the e-mail.
      await page.getByTestId('login-username').fill(lang === 'en' ? member.phone : member.email);
      await page.getByTestId('login-password').fill(member.newPassword);
      await page.getByTestId('login-submit').click();
      await waitForPath(page, '/create-profile');
      await page.goto(`${BASE_URL}/logout`);
      await waitForPath(page, '/');
    });
  } finally {
    await ctx.close();
  }
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

  if (!DATA_DIR) {
    console.log('  skip  account flows: SAGPAN_DATA_DIR is not set (run scripts/e2e.sh)');
  } else {
    // The two languages run side by side: each waits out the server's 60-second pause between codes.
    await Promise.all(['gu', 'en'].map((lang) => accountFlows(lang)));
  }

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
    const authScreens = [
      ['auth-login', '/auth/login'],
      [
        'auth-registration-errors',
        '/auth/registration',
        async (shot) => {
          await shot.getByTestId('reg-first-name').fill('123');
          await shot.getByTestId('reg-email').fill('not-an-email');
          await shot.getByTestId('reg-phone').fill('12');
          await shot.getByTestId('reg-password').fill('123');
          await shot.getByTestId('reg-confirm-password').fill('1234');
          await shot.getByTestId('reg-last-name').focus();
          await shot.getByTestId('reg-first-name').focus();
          await shot.getByTestId('reg-terms').focus();
          await shot.locator('.mantine-InputWrapper-error').nth(3).waitFor();
        },
      ],
      [
        'auth-verify-otp-change-email',
        '/auth/login',
        async (shot) => {
          await shot.evaluate(() =>
            sessionStorage.setItem('sagpan.verify', JSON.stringify({ email: 'meera.patel@example.com', verificationToken: 'x' })),
          );
          await shot.goto(`${BASE_URL}/auth/verify-otp`, { waitUntil: 'networkidle' });
          await shot.getByTestId('verify-change-email').click();
          await shot.getByTestId('change-email-input').waitFor();
          await shot.waitForTimeout(400);
        },
      ],
      ['auth-forgot-password', '/auth/forgot-password'],
      ['auth-new-password', '/auth/new-password'],
      ['auth-otp-request', '/auth/otp-request'],
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
          for (const [name, url, prepare] of authScreens) {
            await shot.goto(`${BASE_URL}${url}`, { waitUntil: 'networkidle' });
            await shot.locator('h1').first().waitFor();
            if (prepare) await prepare(shot);
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
