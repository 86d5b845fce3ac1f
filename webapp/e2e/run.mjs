// End-to-end check of the built web app against a running Sagpan server (which serves webapp/dist).
// Uses the system Chromium (never a downloaded browser). Prints "N passed, N failed" and exits non-zero on failure.
// SCREENSHOTS_DIR=<dir> also saves full-page screenshots of the public pages in both languages at 390 and 1280 px.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { waitForCode, waitForMail } from './outbox.mjs';
import { completeWizard } from './wizard-flow.mjs';

const BASE_URL = (process.env.SAGPAN_URL || 'http://127.0.0.1:8080').replace(/\/$/, '');
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;
const LANG_KEY = 'sagpan.lang';
const TIMEOUT = 15_000;
// The captcha's proof of work and the sign-in calls can take a few seconds in a debug build.
const FLOW_TIMEOUT = 45_000;
const DATA_DIR = process.env.SAGPAN_DATA_DIR;
const ADMIN_EMAIL = process.env.SAGPAN_ADMIN_EMAIL;
const ADMIN_PASSWORD = process.env.SAGPAN_ADMIN_PASSWORD;
// A live event must reach the member's open tab within a few seconds.
const LIVE_TIMEOUT = 10_000;
const overflows = [];
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

    if (ADMIN_EMAIL && ADMIN_PASSWORD) {
      await moderationFlow(lang, ctx, page, member);
    } else {
      console.log(`  skip  [${lang}] moderation: SAGPAN_ADMIN_EMAIL / SAGPAN_ADMIN_PASSWORD are not set`);
    }
  } finally {
    await ctx.close();
  }
}

const MODERATION_TEXT = {
  en: { approvedSubject: 'Your profile is approved', reason: 'Please add your education details in full (college and year).' },
  gu: { approvedSubject: 'આપની પ્રોફાઈલ મંજૂર થઈ', reason: 'કૃપા કરીને આપના અભ્યાસની પૂરી વિગત (કૉલેજ અને વર્ષ) ઉમેરો.' },
};

/** Closes the toasts (top right, over the header's buttons on a phone). */
async function dismissToasts(page) {
  // Hovering a toast pauses its timer, so a pointer click on the header never gets through: press each close button.
  const closers = page.locator('.mantine-Notification-root button');
  for (let i = await closers.count(); i > 0; i -= 1) {
    await closers.first().evaluate((button) => button.click()).catch(() => {});
    await sleep(150);
  }
  await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached', timeout: 5_000 }).catch(() => {});
}

/** Full-page screenshots of the current state at 390 and 1280 px (the page keeps its state; no reload). */
async function shots(page, name, lang, prepare) {
  if (!SCREENSHOTS_DIR) return;
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  const before = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await sleep(350);
    if (prepare) await prepare(page);
    await page.evaluate(() => document.fonts.ready);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) overflows.push(`${name}-${lang}-${width}: ${overflow} px`);
    await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}-${lang}-${width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
  await sleep(200);
}

/**
 * The moderation round trip: the member completes the wizard (status 1); a moderator asks for changes; the member's
 * open tab shows the reason by itself; the member edits and resubmits; the moderator approves; the member's tab moves
 * to /matches with the full menu; the notification and the e-mail exist.
 */
async function moderationFlow(lang, ctx, page, member) {
  const t = (name) => `[${lang}] ${name}`;
  const text = MODERATION_TEXT[lang];
  const modCtx = await langContext(lang, 1280);
  const mod = await modCtx.newPage();
  mod.setDefaultTimeout(FLOW_TIMEOUT);
  let profileId = '';
  let memberUrl = '';
  const markTab = () => page.evaluate(() => { window.__e2eSameTab = true; });
  const sameTab = async () => {
    const same = await page.evaluate(() => window.__e2eSameTab === true);
    assert(same, "the member's tab was reloaded");
  };
  const storedStatus = async () => JSON.parse((await storedAuth(page)) ?? 'null')?.user?.profileStatus;
  // Each step needs the one before: after a failure the rest are reported as failed at once, not after timeouts.
  let broken = false;
  const step = async (name, fn) => {
    await check(t(name), async () => {
      if (broken) throw new Error('skipped: an earlier step of this flow failed');
      try {
        await fn();
      } catch (error) {
        broken = true;
        throw error;
      }
    });
  };

  try {
    await step('the member signs in and completes the wizard: status 1 on /profile', async () => {
      await page.goto(`${BASE_URL}/auth/login`);
      await page.getByTestId('login-username').fill(member.email);
      await page.getByTestId('login-password').fill(member.newPassword);
      await page.getByTestId('login-submit').click();
      await waitForPath(page, '/create-profile');
      await completeWizard(page, { lang, baseUrl: BASE_URL });
      await waitForPath(page, '/profile');
      assert((await storedStatus()) === 1, `stored status ${await storedStatus()}`);
      profileId = ((await page.getByTestId('profile-id').innerText()).match(/PT\d{6}/) ?? [''])[0];
      assert(profileId, 'no profile id on /profile');
    });

    await step('a member opening /admin gets /error/oops', async () => {
      const other = await ctx.newPage();
      try {
        await other.goto(`${BASE_URL}/admin`);
        await waitForPath(other, '/error/oops');
        await other.getByTestId('error-title').waitFor();
      } finally {
        await other.close();
      }
    });

    await step('the moderator signs in, lands on /admin and finds the member in the queue', async () => {
      await mod.goto(`${BASE_URL}/auth/login`);
      await mod.getByTestId('login-username').fill(ADMIN_EMAIL);
      await mod.getByTestId('login-password').fill(ADMIN_PASSWORD);
      await mod.getByTestId('login-submit').click();
      await waitForPath(mod, '/admin');
      await mod.getByTestId('admin-figure-pending').waitFor();
      await shots(mod, 'admin-home', lang);
      // A moderator never sees the member area.
      await mod.goto(`${BASE_URL}/profile`);
      await waitForPath(mod, '/admin');
      await mod.getByTestId('admin-open-queue').click();
      await waitForPath(mod, '/admin/queue');
      const item = mod.locator(`[data-testid="admin-queue-item"][data-profile-id="${profileId}"]`);
      await item.waitFor();
      await shots(mod, 'admin-queue', lang);
      await item.click();
      await mod.waitForURL((url) => /^\/admin\/member\/\d+$/.test(url.pathname), { timeout: FLOW_TIMEOUT });
      memberUrl = mod.url();
      const shownId = await mod.getByTestId('admin-member-profile-id').innerText();
      assert(shownId === profileId, `member page shows ${shownId}`);
      await mod.locator('[data-testid="admin-member-status"][data-status="1"]').waitFor();
    });

    await markTab();

    await step('the moderator asks for changes with a reason', async () => {
      await mod.getByTestId('admin-request-changes').click();
      await mod.getByTestId('admin-reason-confirm').click();
      // An empty reason is refused before any call.
      await mod.locator('[data-testid="admin-reason-input"][aria-invalid="true"]').waitFor();
      await mod.getByTestId('admin-reason-input').fill(text.reason);
      await shots(mod, 'admin-member-ask-changes', lang);
      await mod.getByTestId('admin-reason-confirm').click();
      await mod.locator('.mantine-Notification-root').first().waitFor();
      await mod.locator('[data-testid="admin-member-status"][data-status="2"]').waitFor();
    });

    await step("the member's open tab shows the reason by itself (live event, no reload)", async () => {
      const reason = page.getByTestId('profile-status-reason');
      await reason.waitFor({ timeout: LIVE_TIMEOUT });
      const shown = await reason.innerText();
      assert(shown.includes(text.reason), `reason shown: "${shown}"`);
      await page.locator('[data-testid="profile-status-banner"][data-status="2"]').waitFor({ timeout: LIVE_TIMEOUT });
      assert((await pathname(page)) === '/profile', `member on ${await pathname(page)}`);
      await sameTab();
      assert((await storedStatus()) === 2, `stored status ${await storedStatus()}`);
      await shots(page, 'profile-changes-requested', lang);
    });

    await step('the member edits the profile and submits it again: status 1', async () => {
      await dismissToasts(page);
      await page.getByTestId('profile-edit').click();
      await page.getByTestId('wizard-step-personal').waitFor();
      const weight = page.getByTestId('personal-weight');
      await weight.fill('71');
      await page.getByTestId('wizard-save').click();
      await page.getByTestId('wizard-step-family').waitFor();
      await page.getByTestId('wizard-save').click();
      await page.getByTestId('wizard-step-professional').waitFor();
      await page.getByTestId('wizard-save').click();
      await page.getByTestId('wizard-step-photo').waitFor();
      await page.getByTestId('profile-edit-photo-optional').waitFor();
      await page.getByTestId('wizard-save').click();
      await page.getByTestId('profile-page').waitFor();
      await page.getByTestId('profile-section-personal').getByText('71').first().waitFor();
      await page.getByTestId('profile-resubmit').click();
      await page.locator('[data-testid="profile-status-banner"][data-status="1"]').waitFor();
      assert((await storedStatus()) === 1, `stored status ${await storedStatus()}`);
      await sameTab();
    });

    await step('the moderator sees the resubmitted profile and approves it', async () => {
      await mod.goto(memberUrl);
      await mod.locator('[data-testid="admin-member-status"][data-status="1"]').waitFor();
      await mod.getByTestId('admin-approve').click();
      await mod.locator('.mantine-Notification-root').first().waitFor();
      await mod.locator('[data-testid="admin-member-status"][data-status="3"]').waitFor();
      const history = await mod.getByTestId('admin-member-history').innerText();
      assert(history.includes(text.reason), 'the status history lacks the reason');
    });

    await step("the member's tab moves to /matches by itself, with the full menu", async () => {
      await waitForPath(page, '/matches');
      await sameTab();
      assert((await storedStatus()) === 3, `stored status ${await storedStatus()}`);
      let links;
      await dismissToasts(page);
      if (await page.getByTestId('member-menu').isVisible()) {
        links = page.getByTestId('member-menu').locator('a');
      } else {
        await page.getByTestId('member-menu-burger').evaluate((button) => button.click());
        links = page.getByTestId('member-menu-drawer').locator('a');
        await links.first().waitFor();
      }
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      for (const href of ['/matches', '/search', '/inbox', '/ticket', '/notification/list']) {
        assert(hrefs.includes(href), `menu lacks ${href}: ${hrefs.join(', ')}`);
      }
      if (await page.getByTestId('member-menu-drawer').isVisible()) await page.keyboard.press('Escape');
    });

    await step('the notifications dropdown and /notification/list show the approval', async () => {
      await page.getByTestId('member-menu-drawer').waitFor({ state: 'hidden' }).catch(() => {});
      await dismissToasts(page);
      await page.getByTestId('notifications-menu').click();
      const first = page.getByTestId('notifications-item').first();
      await first.waitFor();
      const title = await first.innerText();
      assert(title.includes(text.approvedSubject), `dropdown's first item: "${title}"`);
      await shots(page, 'notifications-dropdown', lang, async (p) => {
        if (!(await p.getByTestId('notifications-dropdown').isVisible())) await p.getByTestId('notifications-menu').click();
        await p.getByTestId('notifications-item').first().waitFor();
      });
      if (!(await page.getByTestId('notifications-dropdown').isVisible())) await page.getByTestId('notifications-menu').click();
      await page.getByTestId('notifications-see-all').click();
      await waitForPath(page, '/notification/list');
      const item = page.getByTestId('notification-list-item').first();
      await item.waitFor();
      const shown = await item.innerText();
      assert(shown.includes(text.approvedSubject), `first notification: "${shown}"`);
      // Opening the dropdown marked them read: the badge is gone.
      await page.locator('[data-testid="notifications-badge"][data-count="0"]').waitFor();
      await shots(page, 'notification-list', lang);
    });

    await step('the approval e-mail is in the outbox', async () => {
      const mail = await waitForMail(DATA_DIR, member.email, text.approvedSubject);
      assert(mail.subject.includes(text.approvedSubject), `subject "${mail.subject}"`);
    });

    await step('the audit log lists the decisions', async () => {
      await mod.goto(`${BASE_URL}/admin/audit`);
      await mod.getByTestId('admin-audit-item').first().waitFor();
      const rows = await mod.getByTestId('admin-audit').innerText();
      assert(rows.includes(profileId), `the audit log lacks ${profileId}`);
      await shots(mod, 'admin-audit', lang);
      await mod.goto(`${BASE_URL}/admin/members`);
      await mod.getByTestId('admin-members-query').fill(profileId);
      await mod.getByTestId('admin-members-item').first().waitFor();
      await shots(mod, 'admin-members', lang);
    });
  } finally {
    await modCtx.close();
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

if (SCREENSHOTS_DIR && DATA_DIR && ADMIN_EMAIL) {
  await check('the member and moderator screens do not overflow horizontally', async () => {
    assert(overflows.length === 0, overflows.join('; '));
  });
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
