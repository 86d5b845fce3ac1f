// Connections (rules 7 to 10), two members in two browser contexts: she connects to him with the quota shown, his open
// inbox shows the request by itself, he accepts, both see "connected" and the parents' phones; she shortlists him and
// he finds her in "shortlisted me" (and in "who visited me"); she blocks him and each vanishes from the other's lists
// and detail; a third member reports her and a moderator warns her from the report queue; the sixth request of the
// day is refused with the time the next one frees up. Each screen is checked at both widths (and photographed with
// SCREENSHOTS_DIR).
import type { Page } from '@playwright/test';
import { at, expect, test, type Lang, type Member } from './fixtures';
import { checkScreen, DESKTOP } from './screens';
import { dismissToasts } from './ui';

const TEXT: Record<Lang, { him: string; third: string; reason: string; warning: string; handled: string }> = {
  en: {
    him: 'Ravi',
    third: 'Kiran',
    reason: 'Her profile photos seem to be of another person.',
    warning: 'Please use only your own recent photos.',
    handled: 'Your report has been handled',
  },
  gu: {
    him: 'રવિ',
    third: 'કિરણ',
    reason: 'તેમની પ્રોફાઇલના ફોટા બીજી વ્યક્તિના લાગે છે.',
    warning: 'કૃપા કરીને ફક્ત આપના પોતાના તાજેતરના ફોટા મૂકો.',
    handled: 'આપની ફરિયાદ પર કાર્યવાહી થઈ',
  },
};

/** A live event must reach an open tab within a few seconds. */
const LIVE = { timeout: 10_000 };

/** The card of member `id` on the page. */
const card = (page: Page, id: number) => page.locator(`[data-testid="match-card"][data-member-id="${id}"]`);

const memberId = (m: Member) => m.session.user.memberId;

test('connect, accept live, shortlist, block, report, and the quota of the day', async ({
  lang,
  api,
  moderator,
  approvedMember: her,
  newIdentity,
  newContext,
  openSignedIn,
}) => {
  test.slow();
  const text = TEXT[lang];
  const him = await api.approvedMember({ ...newIdentity(), firstName: text.him }, moderator.session, { male: true });
  const herPage = await openSignedIn(her.session);
  const hisPage = await openSignedIn(him.session);

  await test.step('his inbox is open and empty', async () => {
    await hisPage.goto('/inbox?tab=received');
    await expect(hisPage.getByTestId('inbox-empty')).toBeVisible();
    await hisPage.evaluate(() => ((window as { e2eSameTab?: boolean }).e2eSameTab = true));
    await checkScreen(hisPage, 'inbox-empty', lang);
  });

  await test.step('she sees the quota before she presses Connect, and connects', async () => {
    await herPage.goto(`/matches/detail/${memberId(him)}`);
    await expect(herPage.getByTestId('connect-quota')).toHaveAttribute('data-remaining', '5');
    await checkScreen(herPage, 'member-detail-actions', lang);
    await herPage.getByTestId('connect-button').click();
    await expect(herPage.getByTestId('cancel-request-button')).toBeVisible();
    await dismissToasts(herPage);
  });

  await test.step('his open inbox shows her request by itself; he accepts', async () => {
    const request = card(hisPage, memberId(her));
    await expect(request).toBeVisible(LIVE);
    expect(await hisPage.evaluate(() => (window as { e2eSameTab?: boolean }).e2eSameTab)).toBe(true);
    await checkScreen(hisPage, 'inbox-received', lang);
    await request.getByTestId('accept-button').click();
    await expect(request).toHaveCount(0);
    await hisPage.getByTestId('inbox-tab-accepted').click();
    // The family one tap away from the card (rule 10).
    await expect(card(hisPage, memberId(her)).getByTestId('contact-family-button')).toBeVisible();
    await dismissToasts(hisPage);
    await checkScreen(hisPage, 'inbox-accepted', lang);
  });

  await test.step('both see "connected" and the parents’ phones', async () => {
    await expect(herPage.getByTestId('connected-state')).toBeVisible(LIVE);
    await expect(herPage.getByTestId('profile-parent-phone-1')).toContainText('9876543210');
    await checkScreen(herPage, 'member-detail-connected', lang);
    await hisPage.goto(`/matches/detail/${memberId(her)}`);
    await expect(hisPage.getByTestId('connected-state')).toBeVisible();
    await expect(hisPage.getByTestId('profile-parent-phone-1')).toContainText('9876543210');
  });

  await test.step('she shortlists him; he finds her in "shortlisted me" and in "who visited me"', async () => {
    const shortlist = herPage.getByTestId('shortlist-button');
    await expect(shortlist).toHaveAttribute('aria-pressed', 'false');
    await shortlist.click();
    await expect(shortlist).toHaveAttribute('aria-pressed', 'true');
    await hisPage.goto('/profile/shortlistedMe');
    await expect(card(hisPage, memberId(her))).toBeVisible();
    await checkScreen(hisPage, 'shortlisted-me', lang);
    await hisPage.goto('/profile/visitedMe');
    await expect(card(hisPage, memberId(her))).toBeVisible();
    await expect(hisPage.getByTestId('member-list-visits').first()).toBeVisible();
    await checkScreen(hisPage, 'visited-me', lang);
    await herPage.goto('/profile/shortlist');
    await expect(card(herPage, memberId(him))).toBeVisible();
  });

  await test.step('her activities list what she did, newest first', async () => {
    await herPage.goto('/notification/activity');
    const items = herPage.getByTestId('activity-item');
    await expect(items.first()).toHaveAttribute('data-action', 'shortlisted');
    await expect(herPage.locator('[data-testid="activity-item"][data-action="request_sent"]')).toBeVisible();
    await checkScreen(herPage, 'activity', lang);
  });

  await test.step('she blocks him: each vanishes from the other’s lists and detail', async () => {
    await herPage.goto(`/matches/detail/${memberId(him)}`);
    await herPage.getByTestId('block-button').click();
    await expect(herPage.getByTestId('block-confirm-button')).toBeVisible();
    await checkScreen(herPage, 'block-dialog', lang);
    await herPage.getByTestId('block-confirm-button').click();
    await expect(herPage).toHaveURL(at('/matches'));
    await dismissToasts(herPage);
    for (const [page, other] of [
      [herPage, memberId(him)],
      [hisPage, memberId(her)],
    ] as const) {
      await page.goto('/inbox?tab=accepted');
      await expect(page.getByTestId('inbox-empty')).toBeVisible();
      await page.goto(`/matches/detail/${other}`);
      await expect(page.getByTestId('member-detail')).toHaveCount(0);
      await expect(page.getByTestId('error-title')).toBeVisible();
    }
    await herPage.goto('/profile/shortlist');
    await expect(herPage.getByTestId('member-list-empty')).toBeVisible();
    await hisPage.goto('/profile/shortlistedMe');
    await expect(hisPage.getByTestId('member-list-empty')).toBeVisible();
    await herPage.goto('/inbox?tab=blocked');
    await expect(card(herPage, memberId(him)).getByTestId('unblock-button')).toBeVisible();
    await checkScreen(herPage, 'inbox-blocked', lang);
  });

  await test.step('a third member reports her; a moderator warns her from the report queue', async () => {
    const third = await api.approvedMember({ ...newIdentity(), firstName: text.third }, moderator.session, {
      male: true,
    });
    const thirdPage = await openSignedIn(third.session);
    await thirdPage.goto(`/matches/detail/${memberId(her)}`);
    await thirdPage.getByTestId('report-button').click();
    // A reason from the list: asking for money puts the report first in the moderators' queue.
    await thirdPage.getByTestId('report-category-asks_for_money').check();
    await expect(thirdPage.getByTestId('report-block')).not.toBeChecked();
    await thirdPage.getByTestId('report-reason-input').fill(text.reason);
    await checkScreen(thirdPage, 'report-dialog', lang);
    await thirdPage.getByTestId('report-submit-button').click();
    await expect(thirdPage.getByTestId('report-reason-input')).toHaveCount(0);
    await expect(thirdPage.locator('.mantine-Notification-root').first()).toBeVisible();

    const mod = await (await newContext({ session: moderator.session, viewport: DESKTOP })).newPage();
    await mod.goto('/admin/reports');
    const item = mod.locator(`[data-testid="report-item"][data-member-id="${memberId(her)}"]`);
    await expect(item.getByTestId('report-reason')).toContainText(text.reason);
    await expect(item.getByTestId('report-category')).toHaveAttribute('data-category', 'asks_for_money');
    await expect(item.getByTestId('report-urgent')).toBeVisible();
    await checkScreen(mod, 'admin-reports', lang);
    await item.getByTestId('report-warn').click();
    await mod.getByTestId('admin-reason-input').fill(text.warning);
    await mod.getByTestId('admin-reason-confirm').click();
    await expect(item).toHaveCount(0);

    await thirdPage.goto('/notification/list');
    await expect(thirdPage.getByText(text.handled).first()).toBeVisible();
    await herPage.goto('/notification/list');
    await expect(herPage.getByText(text.warning, { exact: false }).first()).toBeVisible();
  });

  await test.step('the sixth request of the day is refused, and the page she had open shows the quota spent', async () => {
    const all = await api.memberPost(her, '/api/Match', { pageIndex: 1, pageSize: 10, scope: 'all' });
    const men = ((await all.json()) as { result: { memberId: number }[] }).result.map((c) => c.memberId);
    for (const man of men.slice(0, 3)) {
      const sent = await api.memberPost(her, '/api/Match/sendConnectRequest', { memberId: man });
      expect(sent.status(), `request to ${man}`).toBe(200);
    }
    const sixth = men[4];
    // A tab whose live connection has dropped (mobile data): it hears nothing of what her other devices do.
    const stalePage = await openSignedIn(her.session);
    await stalePage.route('**/api/Notification/Stream**', (route) => route.abort());
    await stalePage.goto(`/matches/detail/${sixth}`);
    const quota = stalePage.getByTestId('connect-quota');
    await expect(quota).toHaveAttribute('data-remaining', '1');
    // Her fifth request goes from her phone: the tab still offers one.
    const fifth = await api.memberPost(her, '/api/Match/sendConnectRequest', { memberId: men[3] });
    expect(fifth.status()).toBe(200);
    const refusal = stalePage.waitForResponse((r) => r.url().endsWith('/api/Match/sendConnectRequest'));
    await stalePage.getByTestId('connect-button').click();
    const answer = await refusal;
    expect(answer.status()).toBe(422);
    const problem = (await answer.json()) as { code: string; reason: string; detail: string; nextFreeAt: string };
    expect(problem.code).toBe('rule_violated');
    expect(problem.reason).toBe('connect_limit_reached');
    expect(problem.nextFreeAt).toMatch(/Z$/);
    expect(problem.detail).toMatch(/\d{2}:\d{2}/);
    await expect(quota).toHaveAttribute('data-remaining', '0');
    await expect(quota).toHaveText(/\d{1,2}:\d{2}/);
    await expect(stalePage.getByTestId('connect-button')).toBeDisabled();
    await dismissToasts(stalePage);
    await checkScreen(stalePage, 'connect-quota-used', lang);
  });
});
