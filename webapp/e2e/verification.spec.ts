// Verification (rule 44): a member verifies the mobile number, then sends an identity document and a photo in the pose
// the server gives; a moderator compares each with the profile in /admin/checks and approves it; each badge then shows
// on the member's page, in the member's language. Each screen is checked at both widths (and photographed with
// SCREENSHOTS_DIR).
import { portraitPng } from './api';
import { at, expect, test, type Lang } from './fixtures';
import { checkScreen, DESKTOP } from './screens';
import { dismissToasts, signInWithPassword } from './ui';

const TEXT: Record<Lang, { passport: string; pending: RegExp }> = {
  en: { passport: 'Passport', pending: /A moderator will look at it soon/ },
  gu: { passport: 'પાસપોર્ટ', pending: /મધ્યસ્થી ટૂંક સમયમાં તે જોશે/ },
};

test('a member verifies phone, ID and photo, each checked by a moderator, and gets each badge', async ({
  lang,
  api,
  sms,
  approvedMember: member,
  moderator,
  newContext,
  openSignedIn,
}) => {
  test.slow();
  const page = await openSignedIn(member.session);
  const profileId = member.session.user.profileId;
  const mod = await (await newContext({ viewport: DESKTOP })).newPage();
  await signInWithPassword(mod, moderator.email, moderator.password);
  await expect(mod).toHaveURL(at('/admin'));

  const approve = async (kind: 'id' | 'photo') => {
    await mod.goto('/admin/checks');
    const card = mod.locator(`[data-testid="admin-check"][data-kind="${kind}"]`, { hasText: profileId });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('admin-check-image')).toBeVisible();
    await expect(card.getByTestId('admin-check-photo').first()).toBeVisible();
    await checkScreen(mod, `admin-checks-${kind}`, lang);
    await card.getByTestId('admin-check-approve').click();
    await mod.getByTestId('admin-check-approve-confirm').click();
    await expect(card).toHaveCount(0);
  };

  await test.step('nothing verified yet: the page says how to earn each badge', async () => {
    await page.goto('/profile/verification');
    await expect(page.getByTestId('verification-phone-link')).toBeVisible();
    await expect(page.getByTestId('verification-document-send')).toBeDisabled();
    await checkScreen(page, 'verification', lang);
  });

  await test.step('the mobile number, verified by its code, shows its badge', async () => {
    await api.verifyPhone(member, sms);
    await page.reload();
    await expect(page.getByTestId('verification-earned-phone')).toBeVisible();
  });

  await test.step('an identity document is sent and waits for a moderator', async () => {
    await page.getByTestId('verification-document-type').selectOption({ label: TEXT[lang].passport });
    await page
      .getByTestId('verification-document')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: portraitPng(800, 600) });
    await page.getByTestId('verification-document-send').click();
    await expect(page.getByTestId('verification-document-pending')).toContainText(TEXT[lang].pending);
    await dismissToasts(page);
    await checkScreen(page, 'verification-document-pending', lang);
  });

  await test.step('the moderator approves it; the member has the ID badge', async () => {
    await approve('id');
    await page.reload();
    await expect(page.getByTestId('verification-earned-id')).toBeVisible();
  });

  await test.step('a photo in the pose given is sent; the moderator approves it; the photo badge shows', async () => {
    await page.getByTestId('verification-selfie-start').click();
    const pose = page.getByTestId('verification-selfie-pose');
    await expect(pose).toBeVisible();
    expect(await pose.getAttribute('data-pose')).toBeTruthy();
    await checkScreen(page, 'verification-selfie', lang);
    await page
      .getByTestId('verification-selfie')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: portraitPng() });
    await page.getByTestId('verification-selfie-send').click();
    await expect(page.getByTestId('verification-selfie-pending')).toBeVisible();
    await approve('photo');
    await page.reload();
    await expect(page.getByTestId('verification-earned-photo')).toBeVisible();
    await expect(page.getByTestId('verification-earned-id')).toBeVisible();
    await expect(page.getByTestId('verification-earned-phone')).toBeVisible();
    await checkScreen(page, 'verification-done', lang);
  });
});
