// Sign-in with an e-mailed code instead of the password (/auth/otp-request).
import { at, expect, storedSession, test } from './fixtures';

test('a code e-mailed from /auth/otp-request signs the member in', async ({ page, member, outbox, allowNextCode }) => {
  await page.goto('/auth/login');
  await page.getByTestId('login-request-otp').click();
  await expect(page).toHaveURL(at('/auth/otp-request'));
  await page.getByTestId('otp-request-email').fill(member.email);
  // The registration's code went to this address moments ago; the server sends one per minute of its clock.
  await allowNextCode(member);
  const before = await outbox.lastId(member.email);
  await page.getByTestId('otp-request-send').click();
  await expect(page.getByTestId('otp-request-code')).toBeVisible();
  await expect(page.getByTestId('problem-alert')).toBeHidden();
  const code = await outbox.waitForCode(member.email, { after: before });
  await page.getByTestId('otp-request-code').fill(code);
  await page.getByTestId('otp-request-submit').click();
  await expect(page).toHaveURL(at('/create-profile'));
  expect((await storedSession(page))?.user.email).toBe(member.email);
});
