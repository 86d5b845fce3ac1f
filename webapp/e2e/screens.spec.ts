// Every public and sign-in screen fits the width without horizontal scrolling: at 390 px in the gu and en projects
// and at 1280 px in gu-desktop and en-desktop. With SCREENSHOTS_DIR each is also saved as <name>-<lang>-<width>.png.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkScreenAtCurrentWidth } from './screens';

interface Screen {
  name: string;
  path: string;
  /** Brings the screen into the state worth seeing. */
  prepare?: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'privacy-policy', path: '/privacy-policy' },
  { name: 'terms', path: '/terms' },
  { name: 'safety', path: '/safety' },
  { name: 'grievance', path: '/grievance' },
  { name: 'contact', path: '/contact' },
  { name: 'error-oops', path: '/error/oops' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'auth-login', path: '/auth/login' },
  {
    name: 'auth-registration-errors',
    path: '/auth/registration',
    prepare: async (page) => {
      await page.getByTestId('reg-first-name').fill('123');
      await page.getByTestId('reg-email').fill('not-an-email');
      await page.getByTestId('reg-phone').fill('12');
      await page.getByTestId('reg-password').fill('123');
      await page.getByTestId('reg-confirm-password').fill('1234');
      await page.getByTestId('reg-last-name').focus();
      await page.getByTestId('reg-first-name').focus();
      await page.getByTestId('reg-terms').focus();
      await expect(page.locator('.mantine-InputWrapper-error').nth(3)).toBeVisible();
    },
  },
  {
    name: 'auth-verify-otp-change-email',
    path: '/auth/login',
    prepare: async (page) => {
      // What registration leaves behind for the verify screen.
      await page.evaluate(() =>
        sessionStorage.setItem(
          'sagpan.verify',
          JSON.stringify({ email: 'meera.patel@example.com', verificationToken: 'x' }),
        ),
      );
      await page.goto('/auth/verify-otp');
      await page.getByTestId('verify-change-email').click();
      await expect(page.getByTestId('change-email-input')).toBeVisible();
    },
  },
  { name: 'auth-forgot-password', path: '/auth/forgot-password' },
  { name: 'auth-new-password', path: '/auth/new-password' },
  { name: 'auth-otp-request', path: '/auth/otp-request' },
];

// One page walks through them all: a fresh context per screen would cost more than the checks.
test('every public and sign-in screen fits the width', async ({ page, lang }) => {
  for (const screen of SCREENS) {
    await test.step(`${screen.name} (${screen.path})`, async () => {
      await page.goto(screen.path);
      await expect(page.locator('h1').first()).toBeVisible();
      if (screen.prepare) await screen.prepare(page);
      await checkScreenAtCurrentWidth(page, screen.name, lang);
    });
  }
});
