// Accessibility (target Q3): axe-core checks every screen of the app at 390 px, in the project's language (gu, en),
// against WCAG 2.0 and 2.1, A and AA; a screen passes with no violation of impact "serious" or "critical". One page
// per role walks through its screens: the public and sign-in screens signed out; a member from the profile wizard to
// the whole member area; the moderator's screens. And the keyboard: Tab reaches every control of the sign-in form and
// of a member's form, each showing where the focus is, and Enter or Space sends them.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { portraitPng } from './api';
import { AUTH_KEY, at, expect, test, type Lang } from './fixtures';
import { settled } from './screens';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

const TEXT: Record<Lang, { topic: string; message: string }> = {
  en: { topic: 'A question about my profile', message: 'How long does the approval of a profile take?' },
  gu: { topic: 'મારી પ્રોફાઇલ વિશે એક પ્રશ્ન', message: 'પ્રોફાઇલની મંજૂરીમાં કેટલો સમય લાગે છે?' },
};

/** One line per violation and element: the rule, its impact, what it asks for, and the element's selector. */
function report(screen: string, violations: Result[]): string {
  const lines = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `  ${violation.id} (${violation.impact}): ${violation.help}\n    at ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`,
    ),
  );
  return `${screen}: ${violations.length} serious or critical axe violation(s)\n${lines.join('\n')}`;
}

/**
 * The screen once it has settled (no splash, no pending route, fonts and transitions done), checked with axe. Only the
 * violations are collected, and in the page itself (legacy mode: axe.run): the default mode merges the results of
 * cross-origin frames in a blank page opened for each analysis, and the app has no frames; both cost seconds a screen.
 */
async function checkA11y(page: Page, screen: string, ready?: Locator): Promise<void> {
  await expect(page.getByTestId('splash')).toHaveCount(0);
  await expect(page.getByTestId('route-pending')).toHaveCount(0);
  if (ready) await expect(ready).toBeVisible();
  await settled(page);
  // axe-core stays in the document across the app's own navigation: injected once per page load.
  const loaded = await page.evaluate(() => 'axe' in window);
  const results = await new AxeBuilder({ page, axeSource: loaded ? ';' : undefined })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  expect.soft(blocking.length, report(screen, blocking)).toBe(0);
}

/**
 * Goes to `path` inside the app, as its links do (the router follows history.pushState, which TanStack's history
 * patches), which is quicker than loading the page anew; then checks it once `ready` (by default the page's first
 * heading) shows.
 */
async function visit(page: Page, path: string, ready: Locator = page.locator('h1').first()): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
  await checkA11y(page, path, ready);
}

test('the public and sign-in screens have no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  for (const path of ['/', '/about', '/privacy-policy', '/terms', '/safety', '/grievance', '/contact', '/error/oops', '/no-such-page']) {
    await test.step(path, () => visit(page, path));
  }
  await test.step('/unsubscribe with a link the server does not know', () =>
    visit(page, '/unsubscribe?email=nobody%40example.com&token=x', page.getByTestId('unsubscribe-result')),
  );
  await test.step('the menu of the phone layout', async () => {
    await visit(page, '/');
    await page.locator('header .mantine-Burger-root').click();
    await checkA11y(page, 'public menu', page.getByRole('dialog'));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
  for (const path of [
    '/auth/login',
    '/auth/registration',
    '/auth/forgot-password',
    '/auth/new-password',
    '/auth/otp-request',
    '/auth/family',
    '/auth/consent',
  ]) {
    await test.step(path, () => visit(page, path));
  }
  await test.step('/auth/registration with its errors showing', async () => {
    await visit(page, '/auth/registration');
    await page.getByTestId('reg-email').fill('not-an-email');
    await page.getByTestId('reg-password').fill('123');
    await page.getByTestId('reg-confirm-password').fill('1234');
    await page.getByTestId('reg-first-name').focus();
    await checkA11y(page, 'registration errors', page.locator('.mantine-InputWrapper-error').first());
  });
  await test.step('/auth/verify-otp and its change of address', async () => {
    // What registration leaves behind for the verify screen.
    await page.evaluate(() =>
      sessionStorage.setItem('sagpan.verify', JSON.stringify({ email: 'meera.patel@example.com', verificationToken: 'x' })),
    );
    await visit(page, '/auth/verify-otp', page.getByTestId('verify-otp-code'));
    await page.getByTestId('verify-change-email').click();
    await checkA11y(page, 'verify-otp change e-mail', page.getByTestId('change-email-input'));
  });
});

test('the profile wizard, the member area and the moderators’ screens have no serious accessibility violations', async ({
  api,
  lang,
  member: her,
  moderator,
  newIdentity,
  openSignedIn,
}) => {
  test.slow();
  // A match to look at, made meanwhile.
  const him = api.approvedMember(newIdentity(), moderator.session, { male: true });
  // Steps 1 to 3 saved: the wizard opens on the photo, and "Previous" leads through the others.
  await api.completeProfile(her, { steps: 3 });
  const page = await openSignedIn(her.session);

  await test.step('the wizard: photo, professional, family and personal steps', async () => {
    await page.goto('/create-profile');
    await checkA11y(page, '/create-profile', page.getByTestId('wizard-step-photo'));
    for (const step of ['professional', 'family', 'personal']) {
      await page.getByTestId('wizard-previous').click();
      await checkA11y(page, `wizard ${step}`, page.getByTestId(`wizard-step-${step}`));
    }
  });

  await test.step('the wizard: the photo cropped, the profile created', async () => {
    await page.reload();
    await page
      .getByTestId('photo-input')
      .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: portraitPng() });
    await checkA11y(page, 'crop modal', page.getByTestId('crop-apply'));
    await page.getByTestId('crop-apply').click();
    await expect(page.getByTestId('photo-preview')).toBeVisible();
    await page.getByTestId('wizard-save').click();
    await checkA11y(page, 'profile created', page.getByTestId('profile-created-title'));
    await page.getByTestId('profile-created-continue').click();
    await expect(page).toHaveURL(at('/profile'));
    await checkA11y(page, '/profile awaiting approval', page.getByTestId('profile-status-banner'));
  });

  const approved = await api.approve(moderator.session, her);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_KEY, JSON.stringify(approved.session)]);
  // Loaded anew with the approved sign-in.
  await page.goto('/profile');

  await test.step('the profile and its tabs', async () => {
    await visit(page, '/profile', page.getByTestId('profile-tabs'));
    for (const tab of ['family', 'professional', 'photo', 'personal']) {
      await page.getByTestId(`profile-tab-${tab}`).click();
      await checkA11y(page, `/profile ${tab}`, page.getByTestId(`profile-tab-${tab}`));
    }
    await page.getByTestId('personal-request-change').click();
    await checkA11y(page, 'edit request modal', page.getByTestId('edit-request-form'));
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('edit-request-form')).toHaveCount(0);
  });

  const memberScreens: [string, string][] = [
    ['/profile/overview', 'profile-overview'],
    ['/profile/photos', 'photos-page'],
    ['/profile/verification', 'verification-page'],
    ['/profile/partner-preferences', 'partner-preferences-page'],
    ['/profile/notification-setting', 'notification-settings-page'],
    ['/profile/account', 'account-page'],
    ['/profile/change-password', 'change-password-page'],
    ['/profile/satapeta', 'satapeta-page'],
    ['/profile/family', 'family-invite'],
    ['/profile/shortlist', 'subheader'],
    ['/profile/shortlistedMe', 'subheader'],
    ['/profile/visitedMe', 'subheader'],
    ['/matches', 'matches-page'],
    ['/matches/list', 'subheader'],
    ['/matches/new', 'subheader'],
    ['/matches/all', 'subheader'],
    ['/matches/patidar', 'subheader'],
    ['/matches/recent', 'subheader'],
    ['/search', 'search-form'],
    ['/inbox?tab=received', 'inbox-page'],
    ['/inbox?tab=accepted', 'inbox-page'],
    ['/inbox?tab=sent', 'inbox-page'],
    ['/inbox?tab=declined', 'inbox-page'],
    ['/inbox?tab=blocked', 'inbox-page'],
    ['/notification/list', 'notification-list-page'],
    ['/notification/activity', 'activity-page'],
    ['/events', 'events-page'],
  ];
  for (const [path, ready] of memberScreens) {
    await test.step(path, () => visit(page, path, page.getByTestId(ready)));
  }

  await test.step('the member menu, the notifications and the account menu of the phone layout', async () => {
    await page.getByTestId('member-menu-burger').click();
    await checkA11y(page, 'member menu', page.getByTestId('member-menu-drawer'));
    await page.keyboard.press('Escape');
    await page.getByTestId('notifications-menu').click();
    await checkA11y(page, 'notifications menu', page.getByTestId('notifications-dropdown'));
    await page.keyboard.press('Escape');
    await page.getByTestId('user-menu').click();
    await checkA11y(page, 'account menu', page.getByTestId('user-menu-profile-id'));
    await page.keyboard.press('Escape');
  });

  const match = await him;
  await test.step('a member’s details', () =>
    visit(page, `/matches/detail/${match.session.user.memberId}`, page.getByTestId('member-detail')),
  );

  let ticketId = 0;
  await test.step('the tickets: the list, a new ticket, its page', async () => {
    await visit(page, '/ticket', page.getByTestId('ticket-list-page'));
    await page.getByTestId('ticket-new').click();
    await checkA11y(page, 'new ticket', page.getByTestId('ticket-topic'));
    await page.getByTestId('ticket-topic').fill(TEXT[lang].topic);
    await page.getByTestId('ticket-message').fill(TEXT[lang].message);
    await page.getByTestId('ticket-submit').click();
    await expect(page).toHaveURL(/\/ticket\/\d+$/);
    ticketId = Number(/\/ticket\/(\d+)$/.exec(page.url())?.[1]);
    await checkA11y(page, '/ticket/$id', page.getByTestId('ticket-title'));
  });

  const admin = await openSignedIn(moderator.session);
  await admin.goto('/admin');
  const adminScreens: [string, string][] = [
    ['/admin', 'admin-home'],
    ['/admin/queue', 'admin-queue'],
    ['/admin/photos', 'admin-photos'],
    ['/admin/checks', 'admin-checks'],
    ['/admin/edit-requests', 'admin-edit-requests'],
    ['/admin/reports', 'admin-reports'],
    ['/admin/enquiries', 'admin-enquiries'],
    ['/admin/members', 'admin-members'],
    ['/admin/events', 'admin-events'],
    ['/admin/events/new', 'event-form'],
    [`/admin/member/${her.session.user.memberId}`, 'admin-member'],
    ['/admin/audit', 'admin-audit'],
    ['/admin/allowances', 'admin-allowances'],
    ['/admin/popup', 'admin-popup'],
    ['/admin/tickets', 'admin-tickets'],
    [`/admin/tickets/${ticketId}`, 'admin-ticket'],
  ];
  for (const [path, ready] of adminScreens) {
    await test.step(path, () => visit(admin, path, admin.getByTestId(ready)));
  }
  await test.step('the moderators’ menu of the phone layout', async () => {
    await admin.getByTestId('admin-burger').click();
    await checkA11y(admin, 'admin menu', admin.getByRole('dialog'));
  });
});

/**
 * Marks every control in `container` that the keyboard should reach (links, buttons, fields, anything with a
 * non-negative tabindex; shown and not hidden from assistive technology) with data-keyboard="n", and answers how many.
 */
async function markControls(container: Locator): Promise<number> {
  return container.evaluate((root) => {
    const selector =
      'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select, textarea, [tabindex]';
    const controls = [...root.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"]'),
    );
    controls.forEach((element, index) => element.setAttribute('data-keyboard', String(index)));
    return controls.length;
  });
}

/** The focused element: its test id (or tag and name), its mark, and whether a focus indicator is drawn around it. */
async function focused(page: Page): Promise<{ id: string; mark: string | null; indicator: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { id: 'body', mark: null, indicator: false };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
    const id = element.dataset.testid ?? `${element.tagName.toLowerCase()} "${label}"`;
    return { id, mark: element.getAttribute('data-keyboard'), indicator: outline || shadow };
  });
}

/**
 * One press of Tab; the control that gets the focus must show it. Past the page's last control the focus leaves the
 * document (the body has it) before it comes round to the first.
 */
async function tab(page: Page, key = 'Tab'): Promise<{ id: string; mark: string | null }> {
  await page.keyboard.press(key);
  const now = await focused(page);
  if (now.id !== 'body') expect.soft(now.indicator, `no visible focus indicator on ${now.id}`).toBe(true);
  return now;
}

/**
 * Presses Tab until every control of `container` (see markControls) has had the focus, each showing it: every action
 * is reachable from the keyboard. `type` gives the text to type into a field (by test id) when it gets the focus. At
 * most `limit` presses.
 */
async function tabThroughAll(
  page: Page,
  container: Locator,
  type: Record<string, string> = {},
  limit = 60,
): Promise<void> {
  const count = await markControls(container);
  expect(count).toBeGreaterThan(0);
  const reached = new Set<string>();
  const passed: string[] = [];
  for (let i = 0; i < limit && reached.size < count; i += 1) {
    const { id, mark } = await tab(page);
    passed.push(id);
    if (mark !== null) reached.add(mark);
    if (type[id] !== undefined) await page.keyboard.type(type[id]);
  }
  expect(reached.size, `Tab reached ${reached.size} of ${count} controls, passing ${passed.join(', ')}`).toBe(count);
}

/** Presses `key` (Tab or Shift+Tab) until the control `target` (a test id) has the focus, at most `limit` times. */
async function tabTo(page: Page, target: string, key = 'Tab', limit = 40): Promise<void> {
  if ((await focused(page)).id === target) return;
  const passed: string[] = [];
  for (let i = 0; i < limit; i += 1) {
    const { id } = await tab(page, key);
    if (id === target) return;
    passed.push(id);
  }
  throw new Error(`${key} never reached ${target}; the focus went through ${passed.join(', ')}`);
}

test('the sign-in form and a member’s form work from the keyboard, with the focus visible', async ({ page, member }) => {
  await test.step('sign-in: Tab reaches every control and the fields are typed in; Enter on the button signs in', async () => {
    await page.goto('/auth/login');
    const form = page.locator('form').filter({ has: page.getByTestId('login-username') });
    await expect(form).toBeVisible();
    await expect(page.getByTestId('splash')).toHaveCount(0);
    await tabThroughAll(page, form, { 'login-username': member.email, 'login-password': member.password });
    // The eye button shows the password and hides it again.
    await tabTo(page, 'login-password', 'Shift+Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('login-password')).toHaveAttribute('type', 'text');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('login-password')).toHaveAttribute('type', 'password');
    await tabTo(page, 'login-submit');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(at('/create-profile'));
  });

  await test.step('a new ticket: Tab reaches the button and every control of the form; Space on Send sends', async () => {
    await page.goto('/ticket');
    await expect(page.getByTestId('ticket-list-page')).toBeVisible();
    await tabTo(page, 'ticket-new');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await settled(page);
    // The dialog holds the focus: Tab goes round its controls.
    await tabThroughAll(page, dialog, { 'ticket-topic': TEXT.en.topic, 'ticket-message': TEXT.en.message });
    await tabTo(page, 'ticket-submit', 'Shift+Tab');
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/ticket\/\d+$/);
  });
});
