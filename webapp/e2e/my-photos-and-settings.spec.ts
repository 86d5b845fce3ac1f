// An approved member's own side, part 2 (rules 26, 27 and 31): a second photo goes to the moderators, is approved and
// becomes the main photo; who may see the photos is kept; partner preferences are refused when out of order, then saved
// and kept; a notification setting is switched off and kept. Each screen is checked at both widths (and photographed
// with SCREENSHOTS_DIR).
import { portraitPng } from './api';
import { at, expect, test, type Lang } from './fixtures';
import { checkScreen, DESKTOP } from './screens';
import { dismissToasts, signInWithPassword } from './ui';

const TEXT: Record<Lang, { pending: RegExp; rangeOrder: string }> = {
  en: { pending: /Awaiting approval/, rangeOrder: 'The “to” value cannot be lower than the “from” value.' },
  gu: { pending: /મંજૂરી/, rangeOrder: '‘સુધી’ની પસંદગી ‘થી’ની પસંદગી કરતાં ઓછી ન હોઈ શકે.' },
};

test('a second photo is approved by a moderator and becomes the main photo; visibility is kept', async ({
  lang,
  approvedMember: member,
  moderator,
  newContext,
  openSignedIn,
}) => {
  test.slow();
  const page = await openSignedIn(member.session);
  const profileId = member.session.user.profileId;
  let added = '';

  await test.step('My photos: one photo, the main one; a second is cropped, uploaded and awaits approval', async () => {
    await page.goto('/profile/photos');
    await expect(page.getByTestId('photo-count')).toContainText('1');
    await expect(page.getByTestId('photo-badge-main')).toHaveCount(1);
    await checkScreen(page, 'my-photos', lang);
    await page.getByTestId('photo-input').setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: portraitPng() });
    await expect(page.getByTestId('crop-apply')).toBeEnabled();
    await page.getByTestId('crop-apply').click();
    await expect(page.getByTestId('photo-count')).toContainText('2');
    const pending = page.locator('[data-testid^="photo-card-"]', { has: page.getByTestId('photo-badge-pending') });
    await expect(pending).toHaveCount(1);
    await expect(pending).toContainText(TEXT[lang].pending);
    added = (await pending.getAttribute('data-testid')) ?? '';
    expect(added).toMatch(/^photo-card-\d+$/);
    // A pending photo cannot be made the main one.
    await expect(page.getByTestId(added.replace('photo-card-', 'photo-make-main-'))).toHaveCount(0);
    await dismissToasts(page);
    await checkScreen(page, 'my-photos-pending', lang);
  });

  await test.step('the moderator approves it from /admin/photos', async () => {
    const mod = await (await newContext({ viewport: DESKTOP })).newPage();
    await signInWithPassword(mod, moderator.email, moderator.password);
    await expect(mod).toHaveURL(at('/admin'));
    await mod.goto('/admin/photos');
    const card = mod.locator(`[data-testid="admin-photo"][data-photo-id="${added.replace('photo-card-', '')}"]`);
    await expect(card).toContainText(profileId);
    await checkScreen(mod, 'admin-photos', lang);
    await card.getByTestId('admin-photo-approve').click();
    await mod.getByTestId('admin-photo-approve-confirm').click();
    await expect(card).toHaveCount(0);
  });

  await test.step('the member makes it the main photo; after a reload it still is', async () => {
    await page.reload();
    const card = page.getByTestId(added);
    await expect(card.getByTestId('photo-badge-pending')).toHaveCount(0);
    await card.getByTestId(added.replace('photo-card-', 'photo-make-main-')).click();
    await expect(card.getByTestId('photo-badge-main')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId(added).getByTestId('photo-badge-main')).toBeVisible();
    await expect(page.getByTestId('photo-badge-main')).toHaveCount(1);
  });

  await test.step('only members whose request I accepted: kept after a reload', async () => {
    // A toast at the top of a phone's screen may cover the choice once it is scrolled into view.
    await dismissToasts(page);
    await page.getByTestId('photo-visibility-connections').check();
    await expect(page.getByTestId('photo-visibility-connections')).toBeChecked();
    await dismissToasts(page);
    await page.reload();
    await expect(page.getByTestId('photo-visibility-connections')).toBeChecked();
  });
});

test('partner preferences and notification settings are refused when wrong, then saved and kept', async ({
  lang,
  approvedMember: member,
  openSignedIn,
}) => {
  test.slow();
  const page = await openSignedIn(member.session);

  await test.step('ages out of order are refused on the "to" field; nothing is saved', async () => {
    await page.goto('/profile/partner-preferences');
    await expect(page.getByTestId('preferences-form')).toBeVisible();
    await checkScreen(page, 'partner-preferences', lang);
    await page.getByTestId('preferences-age-from').fill('30');
    await page.getByTestId('preferences-age-to').fill('24');
    await page.getByTestId('preferences-save').click();
    await expect(page.getByText(TEXT[lang].rangeOrder)).toBeVisible();
    await checkScreen(page, 'partner-preferences-error', lang);
  });

  await test.step('ages 24 to 30 and never married: saved and kept after a reload', async () => {
    await page.getByTestId('preferences-age-from').fill('24');
    await page.getByTestId('preferences-age-to').fill('30');
    // A chip's input is visually hidden: its label is what a member taps.
    const chip = page.getByTestId('preferences-marital-status-1');
    await page.locator(`label[for="${await chip.getAttribute('id')}"]`).click();
    await expect(chip).toBeChecked();
    await page.getByTestId('preferences-save').click();
    await expect(page.getByTestId('preferences-unsaved')).toHaveCount(0);
    await dismissToasts(page);
    await page.reload();
    await expect(page.getByTestId('preferences-age-from')).toHaveValue('24');
    await expect(page.getByTestId('preferences-age-to')).toHaveValue('30');
  });

  await test.step('no e-mail for edit-request decisions: kept after a reload', async () => {
    await page.goto('/profile/notification-setting');
    const email = page.getByTestId('notification-setting-14-email');
    const input = email.locator('input').or(page.locator('input[data-testid="notification-setting-14-email"]')).first();
    await expect(input).toBeChecked();
    await checkScreen(page, 'notification-settings', lang);
    await input.click({ force: true });
    await expect(input).not.toBeChecked();
    await page.getByTestId('notification-settings-save').click();
    await expect(page.getByTestId('notification-settings-unsaved')).toHaveCount(0);
    await dismissToasts(page);
    await page.reload();
    const reloaded = page
      .getByTestId('notification-setting-14-email')
      .locator('input')
      .or(page.locator('input[data-testid="notification-setting-14-email"]'))
      .first();
    await expect(reloaded).not.toBeChecked();
  });
});
