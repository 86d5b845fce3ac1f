// A member's day without friction, on a phone in each language: a request withdrawn within its grace period gives
// the quota back and reaches no one (rule 42); notifications open their subject, reading them clears the badge, and
// "Mark all as read" clears the rest (rule 31); an accepted connection's family is one tap away, with a call link and
// a WhatsApp link (rule 10); a declined request is said gently and offers no Connect again (rule 42), under the inbox
// tab "Declined"; the language chosen in the account page becomes the member's language for what the server writes
// (rule 43), and places picked from the lists read in it (rule 25). Each screen is checked at both widths (and
// photographed with SCREENSHOTS_DIR).
import type { Page } from '@playwright/test';
import { at, expect, test, type Lang, type Member } from './fixtures';
import { checkScreen } from './screens';
import { dismissToasts } from './ui';

const TEXT: Record<Lang, { him: string; other: string; declinedTab: string; notForward: string; greeting: string }> = {
  en: {
    him: 'Ravi',
    other: 'Kiran',
    declinedTab: 'Declined',
    notForward: 'Not taken forward',
    greeting: 'Namaste!',
  },
  gu: {
    him: 'રવિ',
    other: 'કિરણ',
    declinedTab: 'નામંજૂર',
    notForward: 'આગળ વધારાઈ નથી',
    greeting: 'નમસ્તે!',
  },
};

/** A live event must reach an open tab within a few seconds. */
const LIVE = { timeout: 10_000 };

const card = (page: Page, id: number) => page.locator(`[data-testid="match-card"][data-member-id="${id}"]`);
const memberId = (m: Member) => m.session.user.memberId;
const badge = (page: Page) => page.getByTestId('notifications-badge');

test("a member's day: second thoughts, notifications that lead somewhere, the family one tap away", async ({
  lang,
  api,
  request,
  moderator,
  approvedMember: her,
  newIdentity,
  openSignedIn,
}) => {
  test.slow();
  const text = TEXT[lang];
  const him = await api.approvedMember({ ...newIdentity(), firstName: text.him }, moderator.session, { male: true });
  const other = await api.approvedMember({ ...newIdentity(), firstName: text.other }, moderator.session, { male: true });
  const herPage = await openSignedIn(her.session);
  const hisPage = await openSignedIn(him.session);
  const notificationsOf = async (m: Member) =>
    (await (await api.memberPost(m, '/api/Notification', { pageIndex: 1, pageSize: 50 })).json()) as {
      totalCount: number;
      result: { title: string; link: string; read: boolean }[];
    };

  await test.step('she sends a request and withdraws it at once: her quota is whole again and he hears nothing', async () => {
    await herPage.goto(`/matches/detail/${memberId(him)}`);
    await expect(herPage.getByTestId('connect-quota')).toHaveAttribute('data-remaining', '5');
    await herPage.getByTestId('connect-button').click();
    await herPage.getByTestId('cancel-request-button').click();
    await expect(herPage.getByTestId('connect-button')).toBeVisible();
    await expect(herPage.getByTestId('connect-quota')).toHaveAttribute('data-remaining', '5');
    const his = (await notificationsOf(him)).result;
    expect(his.filter((n) => n.link.startsWith('/inbox')), 'no notification of the withdrawn request').toEqual([]);
    await dismissToasts(herPage);
  });

  await test.step('she sends it again; his bell counts it and its item opens the requests he received', async () => {
    // His notifications of his own approval, read: the badge then counts what this step brings.
    await api.memberPost(him, '/api/Notification/MarkAllRead', {});
    await herPage.getByTestId('connect-button').click();
    await expect(herPage.getByTestId('cancel-request-button')).toBeVisible();
    await hisPage.goto('/matches');
    await expect(badge(hisPage)).toHaveAttribute('data-count', '1', LIVE);
    await hisPage.getByTestId('notifications-menu').click();
    const item = hisPage.getByTestId('notifications-item').first();
    await expect(item).toHaveAttribute('href', '/inbox?tab=received');
    // Opening the dropdown read what it shows: the badge follows.
    await expect(badge(hisPage)).toHaveAttribute('data-count', '0');
    await checkScreen(hisPage, 'notifications-dropdown', lang);
    await item.click();
    await expect(hisPage).toHaveURL(/\/inbox\?tab=received$/);
    await expect(hisPage.getByTestId('inbox-page')).toBeVisible();
    await expect(card(hisPage, memberId(her)).getByTestId('accept-button')).toBeVisible();
  });

  await test.step('he accepts; her notification list opens his profile, and reading the list clears her badge', async () => {
    await card(hisPage, memberId(her)).getByTestId('accept-button').click();
    await expect(card(hisPage, memberId(her))).toHaveCount(0);
    await dismissToasts(hisPage);
    await herPage.goto('/notification/list');
    const accepted = herPage.locator('[data-testid="notification-list-item"]').first();
    await expect(accepted).toHaveAttribute('href', `/matches/detail/${memberId(him)}`);
    await expect(accepted).toHaveAttribute('data-unread', 'true');
    // What the page shows is marked read on the server, and the badge follows.
    await expect.poll(async () => (await notificationsOf(her)).result.every((n) => n.read), LIVE).toBe(true);
    await expect(badge(herPage)).toHaveAttribute('data-count', '0', LIVE);
    await checkScreen(herPage, 'notification-list-links', lang);
    await accepted.click();
    await expect(herPage).toHaveURL(at(`/matches/detail/${memberId(him)}`));
  });

  await test.step('from her inbox, one tap shows his family: a call link and a WhatsApp link with a greeting', async () => {
    await herPage.goto('/inbox?tab=accepted');
    await card(herPage, memberId(him)).getByTestId('contact-family-button').click();
    const dialog = herPage.getByTestId('family-contacts-dialog');
    const phone = dialog.getByTestId('family-phone').first();
    await expect(phone).toContainText('9876543210');
    await expect(phone.getByTestId('family-call')).toHaveAttribute('href', 'tel:+919876543210');
    const whatsapp = await phone.getByTestId('family-whatsapp').getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(decodeURIComponent(whatsapp!.split('text=')[1]!)).toContain(text.greeting);
    expect(decodeURIComponent(whatsapp!.split('text=')[1]!)).toContain(her.session.user.profileId);
    await checkScreen(herPage, 'family-contacts', lang);
    await herPage.keyboard.press('Escape');
  });

  await test.step('a member she declines is told gently and offered no Connect again; her tab says "Declined"', async () => {
    const asked = await api.memberPost(other, '/api/Match/sendConnectRequest', { memberId: memberId(her) });
    expect(asked.status()).toBe(200);
    await herPage.goto('/inbox?tab=received');
    await card(herPage, memberId(other)).getByTestId('decline-button').click();
    await expect(card(herPage, memberId(other))).toHaveCount(0);
    await expect(herPage.getByTestId('inbox-tab-declined')).toHaveText(text.declinedTab);
    const otherPage = await openSignedIn(other.session);
    await otherPage.goto(`/matches/detail/${memberId(her)}`);
    await expect(otherPage.getByTestId('not-taken-forward')).toContainText(text.notForward);
    await expect(otherPage.getByTestId('connect-button')).toHaveCount(0);
    await checkScreen(otherPage, 'member-detail-not-taken-forward', lang);
    // The API refuses it as well, with the day it may be sent again.
    const again = await api.memberPost(other, '/api/Match/sendConnectRequest', { memberId: memberId(her) });
    expect(again.status()).toBe(422);
    const problem = (await again.json()) as { reason: string; nextFreeAt?: string };
    expect(problem.reason).toBe('recently_declined');
    expect(problem.nextFreeAt).toBeTruthy();
    // His notification of the answer opens the tab it is in.
    const told = (await notificationsOf(other)).result[0];
    expect(told?.link).toBe('/inbox?tab=declined');
  });

  await test.step('she chooses the other language in her account: the site and her account both switch', async () => {
    const next: Lang = lang === 'gu' ? 'en' : 'gu';
    await herPage.goto('/profile/account');
    await expect(herPage.getByTestId('account-language-choice')).toHaveAttribute('data-value', lang);
    await checkScreen(herPage, 'account-language', lang);
    await herPage.getByTestId('account-language').getByText(next === 'en' ? 'English' : 'ગુજરાતી').click();
    await expect(herPage.locator('html')).toHaveAttribute('lang', next);
    await expect(herPage.getByTestId('account-language-choice')).toHaveAttribute('data-value', next);
    // Places picked from the lists read in the page's language: his native village and city, written in the
    // language he registered in, now in hers.
    await herPage.goto(`/matches/detail/${memberId(him)}`);
    await expect(herPage.getByTestId('profile-native-place')).toContainText(next === 'en' ? 'Aithor' : 'ઐઠોર');
    await expect(herPage.getByTestId('profile-city')).toContainText(next === 'en' ? 'Ahmedabad' : 'અમદાવાદ');
    const info = await request.get('/api/Account/Info', {
      headers: { Authorization: `Bearer ${her.session.accessToken}` },
    });
    expect(((await info.json()) as { language: string }).language).toBe(next);
  });
});
