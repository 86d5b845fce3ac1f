// The account (rules 11, 16, 23, 37 and 38), in two browser contexts and in each language:
// - a password change signs out the member's other browser, at once, and the new password works;
// - the mobile number changes at once; the e-mail changes after the code sent to the new address, and the old address
//   is told;
// - the bio-data PDF downloads (own, in the page's language) and the data export downloads as JSON;
// - satapeta: she links her brother's profile with the code sent to him, his detail page says so, she turns it off;
// - she deletes her account: she cannot sign in again, and his inbox keeps their connection as "Deleted member".
// Each screen is checked at both widths (and photographed with SCREENSHOTS_DIR).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { at, expect, storedSession, test, type Lang, type Member } from './fixtures';
import { checkScreen, SCREENSHOTS_DIR } from './screens';
import { dismissToasts, signInWithPassword, typeDate } from './ui';

const TEXT: Record<Lang, { brother: string; deleted: string }> = {
  en: { brother: 'Ravi', deleted: 'Deleted member' },
  gu: { brother: 'રવિ', deleted: 'કાઢી નાખેલ સભ્ય' },
};

/** A live event must reach an open tab within a few seconds. */
const LIVE = { timeout: 10_000 };

const memberId = (m: Member) => m.session.user.memberId;

/** The bytes of a finished download. */
async function bytesOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}

/** Presses `button` and waits for the file it downloads. */
async function downloadBy(page: Page, testId: string): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return download;
}

test('password, phone and e-mail changes, the bio-data PDF and the data download', async ({
  lang,
  api,
  outbox,
  sms,
  approvedMember: her,
  newIdentity,
  openSignedIn,
}) => {
  test.slow();
  const page = await openSignedIn(her.session);
  // Her second browser: a sign-in of its own, which the password change must end.
  const other = await openSignedIn(await api.login(lang, her.email, her.password));
  await other.goto('/notification/list');
  await expect(other).toHaveURL(at('/notification/list'));

  const newPassword = 'Sagpan#Trial2';
  await test.step('she changes her password; her other browser is signed out at once', async () => {
    await page.goto('/profile/change-password');
    await page.getByTestId('change-password-current').fill(her.password);
    await page.getByTestId('change-password-new').fill(newPassword);
    await page.getByTestId('change-password-confirm').fill(newPassword);
    await checkScreen(page, 'change-password', lang);
    await page.getByTestId('change-password-submit').click();
    await expect(page.locator('.mantine-Notification-root').first()).toBeVisible();
    // The Logout event reaches the other browser's open tab: it forgets the sign-in and leaves the member area.
    await expect.poll(() => storedSession(other), LIVE).toBeNull();
    await expect(other).not.toHaveURL(at('/notification/list'));
    await other.goto('/notification/list');
    await expect(other).toHaveURL(at('/auth/login'));
    // This browser stays signed in.
    await page.goto('/profile/account');
    await expect(page.getByTestId('account-page')).toBeVisible();
    await dismissToasts(page);
    await api.login(lang, her.email, newPassword);
  });

  const fresh = newIdentity();
  await test.step('the account page: details, sign-ins, and a new mobile number verified by the code texted to it', async () => {
    await expect(page.getByTestId('account-email')).toHaveText(her.email);
    await expect(page.getByTestId('login-history-item').first()).toBeVisible();
    await expect(page.getByTestId('phone-status')).toHaveAttribute('data-verified', 'false');
    await checkScreen(page, 'account', lang);
    const to = `+91${fresh.phone}`;
    const before = await sms.lastId(to);
    await page.getByTestId('change-phone-number').fill(fresh.phone);
    await page.getByTestId('change-phone-password').fill(newPassword);
    await page.getByTestId('change-phone-submit').click();
    // Nothing changes until the code comes back.
    await expect(page.getByTestId('phone-code-sent-to')).toHaveText(`+91 ${fresh.phone}`);
    await expect(page.getByTestId('account-phone')).not.toContainText(fresh.phone);
    await checkScreen(page, 'account-phone-code', lang);
    await page.getByTestId('phone-code').fill(await sms.waitForCode(to, { after: before }));
    await page.getByTestId('phone-code-confirm').click();
    await expect(page.getByTestId('account-phone')).toContainText(fresh.phone);
    await expect(page.getByTestId('phone-status')).toHaveAttribute('data-verified', 'true');
    await dismissToasts(page);
    await checkScreen(page, 'account-phone-verified', lang);
    // The verified number now signs in.
    await api.login(lang, fresh.phone, newPassword);
  });

  await test.step('a new e-mail address, confirmed with the code sent to it; the old address is told', async () => {
    const before = await outbox.lastId(her.email);
    await page.getByTestId('change-email-address').fill(fresh.email);
    await page.getByTestId('change-email-password').fill(newPassword);
    await page.getByTestId('change-email-send').click();
    await expect(page.getByTestId('change-email-sent-to')).toContainText(fresh.email);
    await checkScreen(page, 'account-email-code', lang);
    await page.getByTestId('change-email-code').fill(await outbox.waitForCode(fresh.email));
    await page.getByTestId('change-email-confirm').click();
    await expect(page.getByTestId('account-email')).toHaveText(fresh.email);
    await expect.poll(async () => (await outbox.mailsTo(her.email)).filter((m) => m.id > before).length).toBe(1);
    await dismissToasts(page);
    // The new address signs in; the old one no longer does.
    await api.login(lang, fresh.email, newPassword);
    await signInWithPassword(other, her.email, newPassword);
    await expect(other.getByTestId('problem-alert')).toBeVisible();
  });

  await test.step('her data downloads as one JSON file', async () => {
    const download = await downloadBy(page, 'export-data-download');
    expect(download.suggestedFilename()).toBe(`sagpan-${her.session.user.profileId}.json`);
    const data = JSON.parse((await bytesOf(download)).toString('utf8')) as { account: { email: string } };
    expect(data.account.email).toBe(fresh.email);
  });

  await test.step('her bio-data downloads as a PDF', async () => {
    await page.goto('/profile');
    await page.getByTestId('bio-data-button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await checkScreen(page, 'bio-data-modal', lang);
    const download = await downloadBy(page, 'bio-data-download');
    expect(download.suggestedFilename()).toBe(`${her.session.user.profileId}.pdf`);
    const pdf = await bytesOf(download);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The fonts are subset and the photo embedded: a real bio-data is tens of kilobytes.
    expect(pdf.length).toBeGreaterThan(10_000);
    // A typical profile prints on one page (the page tree's count; krilla writes it uncompressed).
    expect(pdf.toString('latin1').match(/\/Count (\d+)/)?.[1]).toBe('1');
    // Kept beside the screenshots, to look at its pages (pdftoppm -png).
    if (SCREENSHOTS_DIR) await download.saveAs(path.join(SCREENSHOTS_DIR, `bio-data-${lang}.pdf`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('satapeta with her brother, then she deletes her account', async ({
  lang,
  api,
  outbox,
  allowNextCode,
  moderator,
  approvedMember: her,
  newIdentity,
  openSignedIn,
}) => {
  test.slow();
  const text = TEXT[lang];
  const him = await api.approvedMember({ ...newIdentity(), firstName: text.brother }, moderator.session, { male: true });
  const page = await openSignedIn(her.session);
  const hisPage = await openSignedIn(him.session);
  let code = '';

  await test.step('she asks to link her brother’s profile; the code goes to him', async () => {
    await page.goto('/profile/satapeta');
    await expect(page.getByTestId('satapeta-off')).toBeVisible();
    await page.getByTestId('satapeta-profile-id').fill(him.session.user.profileId);
    await typeDate(page, 'satapeta-birth-date', '10-04-1993');
    await checkScreen(page, 'satapeta-request', lang);
    // His registration code went out moments ago: the address's pause between codes (rule 15) must pass first.
    await allowNextCode(him);
    const before = await outbox.lastId(him.email);
    await page.getByTestId('satapeta-send').click();
    await expect(page.getByTestId('satapeta-pending')).toBeVisible();
    code = await outbox.waitForCode(him.email, { after: before });
    await dismissToasts(page);
    await checkScreen(page, 'satapeta-pending', lang);
  });

  await test.step('she enters his code: the profiles are linked, and his detail page says so', async () => {
    await page.getByTestId('satapeta-code').fill(code);
    await page.getByTestId('satapeta-verify').click();
    await expect(page.getByTestId('satapeta-sibling-profile-id')).toContainText(him.session.user.profileId);
    await dismissToasts(page);
    await checkScreen(page, 'satapeta-linked', lang);
    await hisPage.goto('/profile/satapeta');
    await expect(hisPage.getByTestId('satapeta-sibling-profile-id')).toContainText(her.session.user.profileId);
  });

  await test.step('she turns satapeta off; both pages are off again', async () => {
    await page.getByTestId('satapeta-turn-off').click();
    await page.getByTestId('satapeta-turn-off-dialog-confirm').click();
    await expect(page.getByTestId('satapeta-off')).toBeVisible();
    await hisPage.reload();
    await expect(hisPage.getByTestId('satapeta-off')).toBeVisible();
  });

  await test.step('they connect; she downloads his bio-data from his detail page', async () => {
    expect((await api.memberPost(her, '/api/Match/sendConnectRequest', { memberId: memberId(him) })).status()).toBe(200);
    const accepted = await api.memberPost(him, '/api/Match/AcceptConnectRequestByUserId', { memberId: memberId(her) });
    expect(accepted.status()).toBe(200);
    await page.goto(`/matches/detail/${memberId(him)}`);
    await page.getByTestId('bio-data-button').click();
    const download = await downloadBy(page, 'bio-data-download');
    expect(download.suggestedFilename()).toBe(`${him.session.user.profileId}.pdf`);
    expect((await bytesOf(download)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  await test.step('she deletes her account and cannot sign in again', async () => {
    await page.goto('/profile/account');
    await page.getByTestId('account-delete-open').click();
    await page.getByTestId('account-delete-password').fill(her.password);
    await checkScreen(page, 'account-delete', lang);
    await page.getByTestId('account-delete-confirm').click();
    await expect(page).not.toHaveURL(at('/profile/account'), LIVE);
    await signInWithPassword(page, her.email, her.password);
    await expect(page.getByTestId('problem-alert')).toBeVisible();
  });

  await test.step('his inbox keeps the connection as "Deleted member", with nothing to open', async () => {
    await hisPage.goto('/inbox?tab=accepted');
    const card = hisPage.locator(`[data-testid="match-card"][data-member-id="${memberId(her)}"]`);
    await expect(card).toHaveAttribute('data-deleted', 'true');
    await expect(card.getByTestId('match-card-name')).toHaveText(text.deleted);
    await expect(card.locator('a')).toHaveCount(0);
    await checkScreen(hisPage, 'inbox-deleted-member', lang);
  });
});
