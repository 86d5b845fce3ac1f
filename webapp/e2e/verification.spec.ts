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

test('"verified only" in search and in partner preferences finds only members with the badges', async ({
  lang,
  api,
  sms,
  approvedMember: her,
  moderator,
  newIdentity,
  openSignedIn,
}) => {
  test.slow();
  // Two men: one verified his number, one did not.
  const verified = await api.approvedMember(newIdentity(), moderator.session, { male: true });
  await api.verifyPhone(verified, sms);
  const unverified = await api.approvedMember(newIdentity(), moderator.session, { male: true });
  const page = await openSignedIn(her.session);
  const cardOf = (m: typeof verified) =>
    page.locator(`[data-testid="match-card"][data-member-id="${m.session.user.memberId}"]`);

  await test.step('search: the chip in the filters, then only members with a verified number', async () => {
    await page.goto(`/search?verifiedOnly=${encodeURIComponent('["phone"]')}`);
    await expect(page.getByTestId('search-results')).toBeVisible();
    await expect(cardOf(verified)).toBeVisible();
    await expect(cardOf(unverified)).toHaveCount(0);
    const cards = page.getByTestId('match-card');
    const badged = page.locator('[data-testid="match-card"]:has([data-testid="match-card-badges"] [data-badge="phone"])');
    await expect(badged).toHaveCount(await cards.count());
    await checkScreen(page, 'search-verified-only', lang);
  });

  await test.step('partner preferences: chosen, saved, and My matches holds only verified members', async () => {
    await page.goto('/profile/partner-preferences');
    const chip = page.getByTestId('preferences-verified-only-phone');
    await page.locator(`label[for="${await chip.getAttribute('id')}"]`).click();
    await expect(chip).toBeChecked();
    await page.getByTestId('preferences-save').click();
    await expect(page.getByTestId('preferences-unsaved')).toHaveCount(0);
    await dismissToasts(page);
    await page.reload();
    await expect(page.getByTestId('preferences-verified-only-phone')).toBeChecked();
    await page.goto('/matches/list');
    await expect(page.getByTestId('match-card').first()).toBeVisible();
    await expect(cardOf(unverified)).toHaveCount(0);
    await expect(page.locator('[data-testid="match-card"]:not(:has([data-badge="phone"]))')).toHaveCount(0);
  });
});
