// Small steps on the screens that several specs take.
import { expect, type Page } from '@playwright/test';
import type { Identity } from './api';

/**
 * Fills /auth/registration and sends it once the page's own captcha (the proof of work) is solved; `createdBy`: who
 * creates the profile (rule 46), a value of the select, the person themselves when absent.
 */
export async function fillRegistration(page: Page, who: Identity, createdBy?: string): Promise<void> {
  await page.goto('/auth/registration');
  if (createdBy) await page.getByTestId('reg-created-by').selectOption(createdBy);
  await page.getByTestId('reg-first-name').fill(who.firstName);
  await page.getByTestId('reg-last-name').fill(who.lastName);
  await page.getByTestId('reg-email').fill(who.email);
  const countryCode = page.getByTestId('reg-country-code');
  await expect(countryCode).toBeEnabled();
  await expect(countryCode.locator('option:checked')).toHaveText(/\+91/);
  await page.getByTestId('reg-phone').fill(who.phone);
  await page.getByTestId('reg-password').fill(who.password);
  await page.getByTestId('reg-confirm-password').fill(who.password);
  await page.getByTestId('reg-terms').check();
  // The button waits for the captcha.
  await expect(page.getByTestId('reg-submit')).toBeEnabled();
  await page.getByTestId('reg-submit').click();
}

/** Types a date as DD-MM-YYYY into the birth-date field `testId` (the app's BirthDateInput) and leaves it. */
export async function typeDate(page: Page, testId: string, date: string): Promise<void> {
  const field = page.getByTestId(testId);
  await field.click();
  await field.fill(date);
  await page.keyboard.press('Escape');
  await field.press('Tab');
}

/** Signs in on /auth/login with a password. */
export async function signInWithPassword(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** The red alert of a refused call: visible and not empty. */
export async function expectProblemAlert(page: Page): Promise<void> {
  const alert = page.getByTestId('problem-alert');
  await expect(alert).toBeVisible();
  await expect(alert).not.toHaveText(/^\s*$/);
}

/** Closes the toasts (top right, over the header's buttons on a phone). */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('.mantine-Notification-root');
  // Hovering a toast pauses its timer, so a pointer click on the header never gets through: press each close button
  // in the page; a toast that arrives meanwhile gets the next round.
  await expect(async () => {
    await page
      .locator('.mantine-Notification-root button')
      .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLButtonElement).click()));
    await expect(toasts).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}
