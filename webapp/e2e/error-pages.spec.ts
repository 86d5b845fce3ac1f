// The error pages: an unknown address, and /error itself.
import { at, expect, test, type Lang } from './fixtures';

const NOT_FOUND: Record<Lang, string> = { gu: 'પાનું મળ્યું નથી', en: 'Page not found' };

test('an unknown address shows the 404 page', async ({ page, lang }) => {
  await page.goto('/no-such-page');
  await expect(page.getByTestId('error-title')).toContainText(NOT_FOUND[lang]);
});

test('/error redirects to /error/oops', async ({ page }) => {
  await page.goto('/error');
  await expect(page).toHaveURL(at('/error/oops'));
  await expect(page.getByTestId('error-title')).toBeVisible();
});
