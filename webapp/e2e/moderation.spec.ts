// The moderation round trip between a member's open tab and a moderator: the moderator asks for changes and the
// member's tab shows the reason by itself (live event); the member edits and resubmits; the moderator approves and the
// member's tab moves to /matches by itself; the notification and the e-mail of the approval exist; the audit log and
// the member look-up list the member.
import { at, expect, storedSession, test, type Lang } from './fixtures';
import { checkScreen, DESKTOP } from './screens';
import { dismissToasts, signInWithPassword } from './ui';

const TEXT: Record<Lang, { reason: string; approved: RegExp }> = {
  en: { reason: 'Please add your education details in full (college and year).', approved: /Your profile is approved/ },
  gu: { reason: 'કૃપા કરીને આપના અભ્યાસની પૂરી વિગત (કૉલેજ અને વર્ષ) ઉમેરો.', approved: /આપની પ્રોફાઇલ મંજૂર થઈ/ },
};

/** A live event must reach the member's open tab within a few seconds. */
const LIVE = { timeout: 10_000 };

test('ask for changes, edit and resubmit, approve: the member’s open tab follows by itself', async ({
  lang,
  profiledMember: member,
  moderator,
  newContext,
  openSignedIn,
  outbox,
}) => {
  test.slow();
  const text = TEXT[lang];
  const page = await openSignedIn(member.session);
  const mod = await (await newContext({ viewport: DESKTOP })).newPage();
  const profileId = member.session.user.profileId;
  const storedStatus = async () => (await storedSession(page))?.user.profileStatus;
  // Set once in the member's tab: still there later means the tab was never reloaded.
  const sameTab = () => page.evaluate(() => (window as { e2eSameTab?: boolean }).e2eSameTab === true);
  let memberUrl = '';

  await test.step('the member, awaiting approval, has /profile open', async () => {
    await page.goto('/profile');
    await expect(page.locator('[data-testid="profile-status-banner"][data-status="1"]')).toBeVisible();
    await expect(page.getByTestId('profile-id')).toContainText(profileId);
    await page.evaluate(() => ((window as { e2eSameTab?: boolean }).e2eSameTab = true));
  });

  await test.step('the moderator signs in, lands on /admin and finds the member in the queue', async () => {
    await signInWithPassword(mod, moderator.email, moderator.password);
    await expect(mod).toHaveURL(at('/admin'));
    await expect(mod.getByTestId('admin-figure-pending')).toBeVisible();
    await checkScreen(mod, 'admin-home', lang);
    // A moderator never sees the member area.
    await mod.goto('/profile');
    await expect(mod).toHaveURL(at('/admin'));
    await mod.getByTestId('admin-open-queue').click();
    await expect(mod).toHaveURL(at('/admin/queue'));
    const item = mod.locator(`[data-testid="admin-queue-item"][data-profile-id="${profileId}"]`);
    await expect(item).toBeVisible();
    await checkScreen(mod, 'admin-queue', lang);
    await item.click();
    await expect(mod).toHaveURL(/\/admin\/member\/\d+$/);
    memberUrl = mod.url();
    await expect(mod.getByTestId('admin-member-profile-id')).toHaveText(profileId);
    await expect(mod.locator('[data-testid="admin-member-status"][data-status="1"]')).toBeVisible();
  });

  await test.step('the moderator asks for changes, with a reason (an empty one is refused first)', async () => {
    await mod.getByTestId('admin-request-changes').click();
    await mod.getByTestId('admin-reason-confirm').click();
    await expect(mod.getByTestId('admin-reason-input')).toHaveAttribute('aria-invalid', 'true');
    await mod.getByTestId('admin-reason-input').fill(text.reason);
    await checkScreen(mod, 'admin-member-ask-changes', lang);
    await mod.getByTestId('admin-reason-confirm').click();
    await expect(mod.locator('.mantine-Notification-root').first()).toBeVisible();
    await expect(mod.locator('[data-testid="admin-member-status"][data-status="2"]')).toBeVisible();
  });

  await test.step("the member's open tab shows the reason by itself (live event, no reload)", async () => {
    await expect(page.getByTestId('profile-status-reason')).toContainText(text.reason, LIVE);
    await expect(page.locator('[data-testid="profile-status-banner"][data-status="2"]')).toBeVisible(LIVE);
    await expect(page).toHaveURL(at('/profile'));
    expect(await sameTab(), "the member's tab was reloaded").toBe(true);
    expect(await storedStatus()).toBe(2);
    await checkScreen(page, 'profile-changes-requested', lang);
  });

  await test.step('the member edits the profile and submits it again: status 1', async () => {
    await dismissToasts(page);
    await page.getByTestId('profile-edit').click();
    await expect(page.getByTestId('wizard-step-personal')).toBeVisible();
    await page.getByTestId('personal-weight').fill('71');
    await page.getByTestId('wizard-save').click();
    await expect(page.getByTestId('wizard-step-family')).toBeVisible();
    await page.getByTestId('wizard-save').click();
    await expect(page.getByTestId('wizard-step-professional')).toBeVisible();
    await page.getByTestId('wizard-save').click();
    await expect(page.getByTestId('wizard-step-photo')).toBeVisible();
    await expect(page.getByTestId('profile-edit-photo-optional')).toBeVisible();
    await page.getByTestId('wizard-save').click();
    await expect(page.getByTestId('profile-page')).toBeVisible();
    await expect(page.getByTestId('profile-section-personal').getByText('71').first()).toBeVisible();
    await page.getByTestId('profile-resubmit').click();
    await expect(page.locator('[data-testid="profile-status-banner"][data-status="1"]')).toBeVisible();
    expect(await storedStatus()).toBe(1);
    expect(await sameTab(), "the member's tab was reloaded").toBe(true);
  });

  await test.step('the moderator sees the resubmitted profile and approves it', async () => {
    await mod.goto(memberUrl);
    await expect(mod.locator('[data-testid="admin-member-status"][data-status="1"]')).toBeVisible();
    // A one-click decision is asked once more: cancelling it changes nothing.
    await mod.getByTestId('admin-approve').click();
    await mod.getByTestId('admin-approve-cancel').click();
    await expect(mod.getByTestId('admin-approve-question')).toHaveCount(0);
    await expect(mod.locator('[data-testid="admin-member-status"][data-status="1"]')).toBeVisible();
    await mod.getByTestId('admin-approve').click();
    await checkScreen(mod, 'admin-member-approve-question', lang);
    await mod.getByTestId('admin-approve-confirm').click();
    await expect(mod.locator('.mantine-Notification-root').first()).toBeVisible();
    await expect(mod.locator('[data-testid="admin-member-status"][data-status="3"]')).toBeVisible();
    await expect(mod.getByTestId('admin-member-history')).toContainText(text.reason);
  });

  await test.step("the member's tab moves to /matches by itself, with the full menu", async () => {
    await expect(page).toHaveURL(at('/matches'), LIVE);
    expect(await sameTab(), "the member's tab was reloaded").toBe(true);
    expect(await storedStatus()).toBe(3);
    await dismissToasts(page);
    const burger = page.getByTestId('member-menu-burger');
    // On a phone the menu is behind the burger.
    const onPhone = await burger.isVisible();
    if (onPhone) await burger.evaluate((button: HTMLElement) => button.click());
    const links = page.getByTestId(onPhone ? 'member-menu-drawer' : 'member-menu').locator('a');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(['/matches', '/search', '/inbox', '/ticket', '/notification/list']));
    if (onPhone) {
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('member-menu-drawer')).toBeHidden();
    }
  });

  await test.step('the notifications dropdown and /notification/list show the approval', async () => {
    await dismissToasts(page);
    const openDropdown = async () => {
      if (!(await page.getByTestId('notifications-dropdown').isVisible()))
        await page.getByTestId('notifications-menu').click();
      await expect(page.getByTestId('notifications-item').first()).toBeVisible();
    };
    await openDropdown();
    await expect(page.getByTestId('notifications-item').first()).toContainText(text.approved);
    await checkScreen(page, 'notifications-dropdown', lang, openDropdown);
    await openDropdown();
    await page.getByTestId('notifications-see-all').click();
    await expect(page).toHaveURL(at('/notification/list'));
    await expect(page.getByTestId('notification-list-item').first()).toContainText(text.approved);
    // Opening the dropdown marked them read: the badge is gone.
    await expect(page.locator('[data-testid="notifications-badge"][data-count="0"]')).toBeVisible();
    await checkScreen(page, 'notification-list', lang);
  });

  await test.step('the approval e-mail is in the outbox', async () => {
    const mail = await outbox.waitForMail(member.email, text.approved);
    expect(mail.subject).toMatch(text.approved);
  });

  await test.step('the audit log and the member look-up list the member', async () => {
    await mod.goto('/admin/audit');
    await expect(mod.getByTestId('admin-audit-item').first()).toBeVisible();
    await expect(mod.getByTestId('admin-audit')).toContainText(profileId);
    await checkScreen(mod, 'admin-audit', lang);
    await mod.goto('/admin/members');
    await mod.getByTestId('admin-members-query').fill(profileId);
    await expect(mod.getByTestId('admin-members-item').first()).toBeVisible();
    await checkScreen(mod, 'admin-members', lang);
  });
});
