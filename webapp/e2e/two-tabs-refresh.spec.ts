// Two tabs of one member share one sign-in (localStorage). When both find the access token expired at the same
// moment, only one of them may renew it: the server rotates refresh tokens and treats a second use of the same one as
// theft, revoking the whole sign-in.
import { at, AUTH_KEY, expect, test } from './fixtures';

test('two tabs with an expired access token refresh it once between them and both stay signed in', async ({
  newContext,
  profiledMember,
}) => {
  const context = await newContext({ session: profiledMember.session });
  const [first, second] = [await context.newPage(), await context.newPage()];
  // /profile asks the API for the member's profile as it loads.
  await Promise.all([first.goto('/profile'), second.goto('/profile')]);
  await expect(first.getByTestId('profile-page')).toBeVisible();
  await expect(second.getByTestId('profile-page')).toBeVisible();

  const refreshes: string[] = [];
  await context.route('**/api/Account/Refresh', async (route) => {
    refreshes.push(route.request().frame().page() === first ? 'first' : 'second');
    // Held back a little, so that the two tabs' refreshes really overlap.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  // Both tabs read the same storage: one write makes the token look expired to both. The write is made while neither
  // tab shows the app (a page of the same origin without it), so that no old page hears of it and starts a refresh
  // that its reload would then cut off after the server had rotated the token.
  await Promise.all([first.goto('/api/health'), second.goto('/api/health')]);
  await first.evaluate((key) => {
    const session = JSON.parse(localStorage.getItem(key) ?? 'null');
    session.accessTokenExpirationTime = new Date(Date.now() - 60_000).toISOString();
    localStorage.setItem(key, JSON.stringify(session));
  }, AUTH_KEY);
  await Promise.all([first.goto('/profile'), second.goto('/profile')]);

  for (const page of [first, second]) {
    await expect(page, 'still signed in, still on /profile').toHaveURL(at('/profile'));
    await expect(page.getByTestId('profile-page')).toBeVisible();
  }
  const session = await first.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), AUTH_KEY);
  expect(session?.accessToken, 'still signed in').toBeTruthy();
  expect(session.accessToken).not.toBe(profiledMember.session.accessToken);
  expect(refreshes, 'refresh requests that reached the server').toHaveLength(1);
});
