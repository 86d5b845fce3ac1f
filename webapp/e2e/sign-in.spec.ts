// Sign-in with a password, the user menu, and signing out.
import { at, expect, storedSession, test, AUTH_KEY } from './fixtures';
import { expectProblemAlert, signInWithPassword } from './ui';

test('a wrong password shows the red alert and stays on the sign-in screen', async ({ page, member }) => {
  await signInWithPassword(page, member.email, 'not-the-password');
  await expectProblemAlert(page);
  await expect(page).toHaveURL(at('/auth/login'));
  expect(await storedSession(page)).toBeNull();
});

test('the password signs in a member at status 0, who lands on /create-profile', async ({ page, lang, member, api, sms }) => {
  // The sign-in takes the e-mail or the phone number once verified (rule 44): one of each language.
  if (lang === 'en') await api.verifyPhone(member, sms);
  await signInWithPassword(page, lang === 'en' ? member.phone : member.email, member.password);
  await expect(page).toHaveURL(at('/create-profile'));
  expect((await storedSession(page))?.user).toMatchObject({ email: member.email, profileStatus: 0 });
});

test('the user menu shows the name and the profile id, and signs out', async ({ memberPage: page, member }) => {
  await page.goto('/create-profile');
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('user-menu-name')).toContainText(member.firstName);
  await expect(page.getByTestId('user-menu-profile-id')).toHaveText(/^PT\d{6}$/);
  await page.getByTestId('user-menu-sign-out').click();
  await expect(page).toHaveURL(at('/'));
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), AUTH_KEY)).toBeNull();
});

test('/logout signs out and returns to /; a member page then asks for the sign-in', async ({ memberPage: page }) => {
  await page.goto('/create-profile');
  await expect(page.getByTestId('wizard-step-personal')).toBeVisible();
  await page.goto('/logout');
  await expect(page).toHaveURL(at('/'));
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), AUTH_KEY)).toBeNull();
  await page.goto('/create-profile');
  await expect(page).toHaveURL(at('/auth/login'));
});
