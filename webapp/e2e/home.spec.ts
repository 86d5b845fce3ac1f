// The public home page: the language on a first visit and from storage, the switcher, the Gujarati font, and the
// community list from the server.
import type { Page } from '@playwright/test';
import { expect, LANG_KEY, test, type Lang } from './fixtures';

const HEADING: Record<Lang, string> = {
  gu: 'વિશ્વાસુ પાટીદાર પરિવારોમાંથી જીવનસાથી શોધો',
  en: 'Find a life partner among trusted Patidar families',
};
const LANGUAGE_NAME: Record<Lang, string> = { gu: 'ગુજરાતી', en: 'English' };
const OTHER: Record<Lang, Lang> = { gu: 'en', en: 'gu' };
const KADVA: Record<Lang, RegExp> = { gu: /કડવા પાટીદાર/, en: /Kadva Patidar/ };

const heading = (page: Page, lang: Lang) => page.getByRole('heading', { level: 1, name: HEADING[lang] });

const loadedFonts = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((font) => font.status === 'loaded')
      .map((font) => font.family.replace(/["']/g, ''));
  });

test('a first visit, with no language stored, is in Gujarati set in Noto Sans Gujarati', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await expect(heading(page, 'gu')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
  await expect.poll(() => loadedFonts(page)).toContain('Noto Sans Gujarati');
  await context.close();
});

test('the home page is in the stored language', async ({ page, lang }) => {
  await page.goto('/');
  await expect(heading(page, lang)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
});

test('the switcher reloads the page in the other language and keeps the choice', async ({ page, lang }) => {
  const other = OTHER[lang];
  await page.goto('/');
  await expect(heading(page, lang)).toBeVisible();
  await Promise.all([
    page.waitForEvent('load'),
    page.getByTestId('language-switcher').getByText(LANGUAGE_NAME[other], { exact: true }).click(),
  ]);
  await expect(heading(page, other)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  expect(await page.evaluate((key) => localStorage.getItem(key), LANG_KEY)).toBe(other);
});

test('the community select lists the communities from the server', async ({ page, lang }) => {
  await page.goto('/');
  const select = page.getByTestId('community-select');
  await expect(select).toBeEnabled();
  // The browser's own select: its options, grouped by parent community, come from the server once it answers.
  await expect(select.locator('optgroup')).not.toHaveCount(0);
  await expect(select.locator('option', { hasText: KADVA[lang] }).first()).toBeAttached();
  expect(await select.locator('option').count()).toBeGreaterThanOrEqual(3);
  await select.selectOption({ label: (await select.locator('optgroup option').first().textContent()) ?? '' });
  await expect(select).not.toHaveValue('');
});
