// Registration through the screens with the real captcha, the verify screen's resend after its countdown, and the
// newest e-mailed code confirming the address.
import { at, expect, storedSession, test } from './fixtures';
import { expectProblemAlert, fillRegistration } from './ui';

test('registration with the captcha, a resend after the countdown, and the newest code confirming the e-mail', async ({
  page,
  lang,
  newIdentity,
  outbox,
  serverClock,
  allowNextCode,
}) => {
  const who = newIdentity();
  // The countdown runs on the browser's clock, which this test moves.
  await page.clock.install();

  await test.step('registering leads to /auth/verify-otp with the countdown running', async () => {
    // Her mother creates the profile (rule 46).
    await fillRegistration(page, who, 'mother');
    await expect(page).toHaveURL(at('/auth/verify-otp'));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByTestId('verify-email')).toHaveText(who.email);
    await expect(page.getByTestId('verify-countdown')).toBeVisible();
    await expect(page.getByTestId('verify-resend')).toBeHidden();
  });
  // The code was sent before the screen opened.
  const sent = { lastCodeAt: await serverClock.now() };
  await outbox.waitForCode(who.email);
  const firstMail = await outbox.lastId(who.email);

  await test.step('after 60 seconds of the browser clock the code can be sent again', async () => {
    await page.clock.fastForward('01:01');
    await expect(page.getByTestId('verify-countdown')).toBeHidden();
    // The server allows one code per address per minute of its own clock.
    await allowNextCode(sent);
    await page.getByTestId('verify-resend').click();
    await expect(page.getByTestId('verify-countdown')).toBeVisible();
    await expect(page.getByTestId('problem-alert')).toBeHidden();
  });

  await test.step('the newest code confirms the e-mail and the member lands on /create-profile', async () => {
    const code = await outbox.waitForCode(who.email, { after: firstMail });
    await page.getByTestId('verify-otp-code').fill(code);
    await page.getByTestId('verify-submit').click();
    await expect(page).toHaveURL(at('/create-profile'));
    const session = await storedSession(page);
    expect(session?.accessToken, 'access token in sagpan.auth').toBeTruthy();
    expect(session?.refreshToken, 'refresh token in sagpan.auth').toBeTruthy();
    expect(session?.user).toMatchObject({ email: who.email, profileStatus: 0, emailConfirmed: true });
    // The first step says who created the profile, as registration was told.
    await expect(page.getByTestId('personal-created-by')).toHaveValue(lang === 'gu' ? 'માતા' : 'Mother');
  });
});

test('registering an e-mail that already has an account shows the red alert', async ({ page, member, newIdentity }) => {
  await fillRegistration(page, { ...newIdentity(), email: member.email });
  await expectProblemAlert(page);
  await expect(page).toHaveURL(at('/auth/registration'));
});
