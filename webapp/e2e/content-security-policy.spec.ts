// The Content-Security-Policy: the web app sends one, and neither the app nor the API reader (Swagger UI at
// /api/docs) breaks it. A violation shows up as a console message and as a `securitypolicyviolation` event.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Collects the page's CSP violations from now on; call before the navigation. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => window.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
      true,
    );
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => window.__cspViolations ?? []))];
}

test('the home page comes with a Content-Security-Policy and breaks none of it', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/');
  expect.soft(response?.headers()['content-security-policy'], 'content-security-policy header of /').toBeTruthy();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('/api/docs shows Swagger UI without a Content-Security-Policy violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});
