// Forgot password: a code by e-mail, a new password, and a sign-in with it.
import { at, expect, test } from './fixtures';
import { signInWithPassword } from './ui';

test('forgot password: the e-mailed code sets a new password, which then signs in', async ({
  page,
  lang,
  member,
  outbox,
  sms,
  api,
  allowNextCode,
}) => {
  const newPassword = 'Sagpan#Trial2';
  // English signs in with the phone number at the end: verified now (rule 44), while the member's session holds (the
  // new password ends every sign-in).
  if (lang === 'en') await api.verifyPhone(member, sms);
  await page.goto('/auth/forgot-password');
  await page.getByTestId('forgot-email').fill(member.email);
  // The registration's code went to this address moments ago; the server sends one per minute of its clock.
  await allowNextCode(member);
  const before = await outbox.lastId(member.email);
  await page.getByTestId('forgot-submit').click();
  await expect(page).toHaveURL(at('/auth/new-password'));
  await expect(page.getByTestId('reset-email')).toHaveValue(member.email);

  const code = await outbox.waitForCode(member.email, { after: before });
  await page.getByTestId('reset-otp').fill(code);
  await page.getByTestId('reset-password').fill(newPassword);
  await page.getByTestId('reset-confirm-password').fill(newPassword);
  await page.getByTestId('reset-submit').click();
  await expect(page).toHaveURL(at('/auth/login'));
  await expect(page.locator('.mantine-Notification-root').first()).toBeVisible();

  // English signs in with the phone number, Gujarati with the e-mail.
  await signInWithPassword(page, lang === 'en' ? member.phone : member.email, newPassword);
  await expect(page).toHaveURL(at('/create-profile'));
});
