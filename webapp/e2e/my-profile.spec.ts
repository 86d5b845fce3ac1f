// An approved member's own side, part 1 (rules 22 and A4): the signed-in shell (user menu, subheader, compact footer),
// each profile tab edited and kept after a reload, the name refused as a direct edit and changed through an edit
// request that a moderator approves, and the overview as others see it. Each screen is checked at both widths (and
// photographed with SCREENSHOTS_DIR).
import { at, expect, test, type Lang } from './fixtures';
import { checkScreen, DESKTOP } from './screens';
import { dismissToasts, signInWithPassword } from './ui';

const TEXT: Record<Lang, { type: string; newName: string; note: string }> = {
  en: { type: 'First name', newName: 'Meerabahen', note: 'My name as in my school certificate.' },
  gu: { type: 'પ્રથમ નામ', newName: 'મીરાબહેન', note: 'શાળાના પ્રમાણપત્રમાં છે તે નામ.' },
};

test('each tab is edited and kept; a name change goes through an edit request that a moderator approves', async ({
  lang,
  approvedMember: member,
  moderator,
  newContext,
  openSignedIn,
}) => {
  test.slow();
  const text = TEXT[lang];
  const page = await openSignedIn(member.session);
  const profileId = member.session.user.profileId;

  await test.step('the shell: user menu with name and profile id, subheader, compact footer', async () => {
    await page.goto('/profile');
    await expect(page.getByTestId('profile-tabs')).toBeVisible();
    await expect(page.getByTestId('subheader')).toBeVisible();
    await expect(page.getByTestId('footer-compact')).toBeVisible();
    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('user-menu-profile-id')).toHaveText(profileId);
    await expect(page.getByTestId('user-menu-shortlist')).toBeVisible();
    await checkScreen(page, 'user-menu', lang, async (p) => {
      if (!(await p.getByTestId('user-menu-profile-id').isVisible())) await p.getByTestId('user-menu').click();
    });
    await page.keyboard.press('Escape');
  });

  await test.step('Personal details: the weight is saved; the name is read-only', async () => {
    await expect(page.getByTestId('personal-identity-locked')).toBeVisible();
    await expect(page.getByTestId('personal-first-name')).toHaveAttribute('readonly', '');
    await page.getByTestId('personal-weight').fill('57');
    await page.getByTestId('wizard-save').click();
    await expect(page.getByTestId('wizard-save')).toBeEnabled();
    await dismissToasts(page);
    await checkScreen(page, 'profile-personal', lang);
  });

  await test.step('Lifestyle & family: family location and name', async () => {
    await page.getByTestId('profile-tab-family').click();
    await page.getByTestId('family-location').fill(lang === 'gu' ? 'અમદાવાદ' : 'Ahmedabad');
    await page.getByTestId('family-family-name').fill(lang === 'gu' ? 'પટેલ' : 'Patel');
    await page.getByTestId('wizard-save').click();
    await expect(page.getByTestId('wizard-save')).toBeEnabled();
    await dismissToasts(page);
    await checkScreen(page, 'profile-family', lang);
  });

  await test.step('Professional details: college, working as, employer, expectation', async () => {
    await page.getByTestId('profile-tab-professional').click();
    await page.getByTestId('professional-college').fill('L. D. College of Engineering');
    await page.getByTestId('professional-working-as').fill(lang === 'gu' ? 'ઇજનેર' : 'Engineer');
    await page.getByTestId('professional-employer').fill('ISRO');
    await page.getByTestId('professional-expectation').fill(lang === 'gu' ? 'સમજદાર અને હસમુખો જીવનસાથી' : 'A kind and cheerful partner');
    await page.getByTestId('wizard-save').click();
    await expect(page.getByTestId('wizard-save')).toBeEnabled();
    await dismissToasts(page);
    await checkScreen(page, 'profile-professional', lang);
  });

  await test.step('Profile photo tab, then a reload: every saved field is still there', async () => {
    await page.getByTestId('profile-tab-photo').click();
    await expect(page.getByTestId('profile-photo-current')).toBeVisible();
    await checkScreen(page, 'profile-photo-tab', lang);
    await page.reload();
    await expect(page.getByTestId('personal-weight')).toHaveValue('57');
    await page.getByTestId('profile-tab-family').click();
    await expect(page.getByTestId('family-family-name')).toHaveValue(lang === 'gu' ? 'પટેલ' : 'Patel');
    await page.getByTestId('profile-tab-professional').click();
    await expect(page.getByTestId('professional-employer')).toHaveValue('ISRO');
    await page.getByTestId('profile-tab-personal').click();
  });

  await test.step('the member asks for a new first name', async () => {
    await page.getByTestId('personal-request-change').click();
    const modal = page.getByTestId('edit-request-form');
    await expect(modal).toBeVisible();
    await page.getByTestId('edit-request-type').click();
    await page.getByRole('option', { name: text.type, exact: true }).click();
    await expect(page.getByTestId('edit-request-current')).toHaveValue(member.firstName);
    await page.getByTestId('edit-request-new-value').fill(text.newName);
    await page.getByTestId('edit-request-note').fill(text.note);
    await checkScreen(page, 'edit-request-modal', lang);
    await page.getByTestId('edit-request-send').click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('edit-request-item').first()).toContainText(text.newName);
    await dismissToasts(page);
  });

  await test.step('the moderator approves it from /admin/edit-requests', async () => {
    const mod = await (await newContext({ viewport: DESKTOP })).newPage();
    await signInWithPassword(mod, moderator.email, moderator.password);
    await expect(mod).toHaveURL(at('/admin'));
    await mod.goto('/admin/edit-requests');
    const card = mod.getByTestId('admin-edit-request').filter({ hasText: profileId });
    await expect(card).toContainText(text.newName);
    await checkScreen(mod, 'admin-edit-requests', lang);
    await card.getByTestId('admin-edit-request-approve').click();
    await mod.getByTestId('admin-edit-request-approve-confirm').click();
    await expect(card).toHaveCount(0);
  });

  await test.step('the member sees the new name, and the overview shows the profile as others see it', async () => {
    await page.reload();
    await expect(page.getByTestId('personal-first-name')).toHaveValue(text.newName);
    await page.goto('/profile/overview');
    await expect(page.getByTestId('profile-overview')).toBeVisible();
    await expect(page.getByTestId('profile-overview')).not.toContainText(member.email);
    await checkScreen(page, 'profile-overview', lang);
  });
});
