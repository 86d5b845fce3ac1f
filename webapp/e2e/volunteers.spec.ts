// Samaj volunteers (rule 45): a moderator appoints a member as volunteer for the village of the test families in
// /admin/volunteers; the volunteer finds a member of that village on /volunteer and gives their word; the member
// accepts it on /profile/verification and the samaj badge with the village shows on her card; withdrawing the
// volunteer takes it away. Each screen is checked at both widths (and photographed with SCREENSHOTS_DIR).
import { at, expect, test, type Lang } from './fixtures';
import { checkScreen, DESKTOP } from './screens';
import { dismissToasts, signInWithPassword } from './ui';

const TEXT: Record<Lang, { village: string; typed: string; words: string; badge: string }> = {
  en: {
    village: 'Aithor',
    typed: 'Aith',
    words: 'I have known her father for twenty years through the village mandal.',
    badge: 'Known to the samaj of Aithor',
  },
  gu: {
    village: 'ઐઠોર',
    typed: 'ઐઠો',
    words: 'એમના પિતાને ગામના મંડળ દ્વારા વીસ વર્ષથી ઓળખું છું.',
    badge: 'ઐઠોર સમાજમાં જાણીતા',
  },
};

test('a moderator appoints a volunteer, who vouches for a family; the member accepts and the samaj badge shows', async ({
  lang,
  api,
  newIdentity,
  approvedMember: her,
  moderator,
  newContext,
  openSignedIn,
}) => {
  test.slow();
  const volunteer = await api.approvedMember(newIdentity(), moderator.session, { male: true });
  const mod = await (await newContext({ viewport: DESKTOP })).newPage();
  await signInWithPassword(mod, moderator.email, moderator.password);
  await expect(mod).toHaveURL(at('/admin'));

  await test.step('the moderator appoints the member volunteer for the village', async () => {
    await mod.goto('/admin/volunteers');
    await expect(mod.getByTestId('admin-volunteers-page')).toBeVisible();
    await mod.getByTestId('appoint-profile-id').fill(volunteer.session.user.profileId);
    await mod.getByTestId('appoint-villages').click();
    await mod.getByTestId('appoint-villages').fill(TEXT[lang].typed);
    await mod.getByRole('option', { name: TEXT[lang].village, exact: true }).click();
    await mod.keyboard.press('Escape');
    await mod.getByTestId('appoint-submit').click();
    const row = mod.locator(`[data-testid="admin-volunteer-${volunteer.session.user.memberId}"]`);
    await expect(row).toBeVisible();
    await expect(row).toContainText(TEXT[lang].village);
    await dismissToasts(mod);
    await checkScreen(mod, 'admin-volunteers', lang);
  });

  const page = await openSignedIn(volunteer.session);
  await test.step('the volunteer finds the family on the volunteer page and gives their word', async () => {
    await page.goto('/profile/verification');
    await page.getByTestId('verification-volunteer-link').click();
    await expect(page).toHaveURL(at('/volunteer'));
    await expect(page.getByTestId('volunteer-places')).toContainText(TEXT[lang].village);
    // Every test family is of this village: the volunteer looks her up by her profile id.
    await page.getByTestId('volunteer-search').fill(her.session.user.profileId);
    const row = page.getByTestId(`volunteer-member-${her.session.user.memberId}`);
    await expect(row).toBeVisible();
    await expect(page.locator('[data-testid^="volunteer-member-"]:not([data-testid*="vouch"])')).toHaveCount(1);
    await checkScreen(page, 'volunteer', lang);
    await page.getByTestId(`vouch-button-${her.session.user.memberId}`).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByTestId('vouch-relation-neighbour').check();
    await page.getByTestId('vouch-words').fill(TEXT[lang].words);
    await checkScreen(page, 'volunteer-vouch', lang);
    await page.getByTestId('vouch-submit').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId(`volunteer-member-vouch-${her.session.user.memberId}`)).toHaveAttribute(
      'data-status',
      'offered',
    );
  });

  const hers = await openSignedIn(her.session);
  await test.step('the member reads the word and accepts it: the samaj badge with the village', async () => {
    await hers.goto('/profile/verification');
    const offer = hers.locator('[data-testid^="verification-vouch-"]');
    await expect(offer).toHaveCount(1);
    await expect(offer).toContainText(TEXT[lang].words);
    await dismissToasts(hers);
    await checkScreen(hers, 'verification-vouch', lang);
    await hers.locator('[data-testid^="vouch-accept-"]').click();
    await expect(hers.getByTestId('verification-earned-samaj')).toContainText(TEXT[lang].village);
    await dismissToasts(hers);
    await checkScreen(hers, 'verification-samaj', lang);
  });

  await test.step('her profile shows it to others', async () => {
    await page.goto(`/matches/detail/${her.session.user.memberId}`);
    await expect(page.getByTestId('member-detail-badges').locator('[data-badge="samaj"]')).toContainText(
      TEXT[lang].badge,
    );
  });

  await test.step('the moderator withdraws the volunteer: the badge goes', async () => {
    await mod.goto('/admin/volunteers');
    const withdraw = `admin-volunteer-withdraw-${volunteer.session.user.memberId}`;
    await mod.getByTestId(withdraw).click();
    await mod.getByTestId(`${withdraw}-confirm`).click();
    await expect(mod.getByTestId(withdraw)).toHaveCount(0);
    await hers.reload();
    await expect(hers.getByTestId('verification-earned-samaj')).toHaveCount(0);
    await page.goto('/volunteer');
    await expect(page.getByTestId('volunteer-not-appointed')).toBeVisible();
  });
});

test('an elder who is not a member is appointed with an account of their own, chooses a password and lands on /volunteer', async ({
  page,
  lang,
  newIdentity,
  approvedMember: her,
  moderator,
  outbox,
  newContext,
}) => {
  test.slow();
  const elder = newIdentity();
  const mod = await (await newContext({ viewport: DESKTOP })).newPage();
  await signInWithPassword(mod, moderator.email, moderator.password);
  await expect(mod).toHaveURL(at('/admin'));

  await test.step('the moderator appoints an account of its own for the village', async () => {
    await mod.goto('/admin/volunteers');
    await mod.getByTestId('appoint-who').locator('label').nth(1).click();
    await mod.getByTestId('appoint-email').fill(elder.email);
    await mod.getByTestId('appoint-first-name').fill(elder.firstName);
    await mod.getByTestId('appoint-last-name').fill(elder.lastName);
    await mod.getByTestId('appoint-villages').click();
    await mod.getByTestId('appoint-villages').fill(TEXT[lang].typed);
    await mod.getByRole('option', { name: TEXT[lang].village, exact: true }).click();
    await mod.keyboard.press('Escape');
    await mod.getByTestId('appoint-submit').click();
    await expect(mod.getByTestId('admin-volunteers-list')).toContainText(elder.email);
  });

  await test.step('the elder chooses a password with "Forgot password" and signs in to the volunteer page', async () => {
    const before = await outbox.lastId(elder.email);
    await page.goto('/auth/forgot-password');
    await page.getByTestId('forgot-email').fill(elder.email);
    await page.getByTestId('forgot-submit').click();
    await expect(page).toHaveURL(at('/auth/new-password'));
    const code = await outbox.waitForCode(elder.email, { after: before });
    await page.getByTestId('reset-otp').fill(code);
    await page.getByTestId('reset-password').fill(elder.password);
    await page.getByTestId('reset-confirm-password').fill(elder.password);
    await page.getByTestId('reset-submit').click();
    await expect(page).toHaveURL(at('/auth/login'));
    await signInWithPassword(page, elder.email, elder.password);
    await expect(page).toHaveURL(at('/volunteer'));
    await page.getByTestId('volunteer-search').fill(her.session.user.profileId);
    await expect(page.getByTestId(`volunteer-member-${her.session.user.memberId}`)).toBeVisible();
    // The member area stays closed to a volunteer account: back to /volunteer.
    await page.goto('/matches');
    await expect(page).toHaveURL(at('/volunteer'));
    await dismissToasts(page);
    await checkScreen(page, 'volunteer-account', lang);
  });
});
