// Where a signed-in member may go, by profile status (src/features/auth/routing/route-access.ts).
import { at, expect, test } from './fixtures';
import { checkScreen } from './screens';

test('a member at status 0 is kept to /create-profile; the legal pages stay open', async ({ memberPage: page }) => {
  await page.goto('/auth/login');
  await expect(page).toHaveURL(at('/create-profile'));
  await page.goto('/profile');
  await expect(page).toHaveURL(at('/create-profile'));
  await page.goto('/terms');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page).toHaveURL(at('/terms'));
});

test('a member opening /admin gets /error/oops', async ({ profiledMember, openSignedIn }) => {
  const page = await openSignedIn(profiledMember.session);
  await page.goto('/admin');
  await expect(page).toHaveURL(at('/error/oops'));
  await expect(page.getByTestId('error-title')).toBeVisible();
});

test('a member awaiting approval (status 1) opening /create-profile lands on /profile', async ({
  profiledMember,
  openSignedIn,
}) => {
  const page = await openSignedIn(profiledMember.session);
  await page.goto('/create-profile');
  await expect(page).toHaveURL(at('/profile'));
  await expect(page.getByTestId('profile-page')).toBeVisible();
});

test('an approved member opening /create-profile lands on /profile', async ({ approvedMember, openSignedIn }) => {
  const page = await openSignedIn(approvedMember.session);
  await page.goto('/create-profile');
  await expect(page).toHaveURL(at('/profile'));
  await expect(page.getByTestId('profile-page')).toBeVisible();
});

test("a member awaiting approval opening a member-area address sees where the profile stands, not an error", async ({
  lang,
  profiledMember,
  openSignedIn,
}) => {
  const page = await openSignedIn(profiledMember.session);
  for (const address of ['/matches/detail/42', '/inbox?tab=received', '/profile/photos']) {
    await page.goto(address);
    await expect(page).toHaveURL(/\/profile\?closed=/);
    await expect(page.getByTestId('profile-closed-notice')).toBeVisible();
    await expect(page.getByTestId('profile-status-banner')).toHaveAttribute('data-status', '1');
    await expect(page.getByTestId('error-title')).toHaveCount(0);
  }
  await checkScreen(page, 'profile-closed-notice', lang);
});
