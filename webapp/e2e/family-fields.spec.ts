// What a Patidar family asks about (rules 50, 52 and 53), through the screens: she states her lifestyle and gol in the
// family tab and her horoscope in the personal tab, shown to accepted connections only, and both are kept after a
// reload; he opens her detail and sees her diet and gol but no horoscope; his search on diet and her gol finds her;
// his preferences keep a diet, "within my gol" and a manglik choice. Each screen is checked at both widths (and
// photographed with SCREENSHOTS_DIR).
import type { Locator, Page } from '@playwright/test';
import { expect, test, type Lang } from './fixtures';
import { checkScreen } from './screens';
import { dismissToasts } from './ui';

const TEXT: Record<Lang, { jain: string; never: string; occasionally: string; leo: string; partly: string }> = {
  en: { jain: 'Jain', never: 'Never', occasionally: 'Occasionally', leo: 'Simha (Leo)', partly: 'Partly manglik' },
  gu: { jain: 'જૈન', never: 'ક્યારેય નહીં', occasionally: 'ક્યારેક', leo: 'સિંહ', partly: 'આંશિક માંગલિક' },
};

/** The box around a multi-select's input, which holds its chosen values as pills. */
const pills = (page: Page, testId: string) =>
  page.locator('.mantine-MultiSelect-root', { has: page.getByTestId(testId) });

/** Opens a Mantine select and picks the option named `name`. */
async function choose(page: Page, field: Locator, name: string): Promise<void> {
  await field.click();
  await page.getByRole('option', { name, exact: true }).click();
}

test('lifestyle, gol and horoscope are kept, shown as she allows, searched and preferred', async ({
  lang,
  api,
  moderator,
  newIdentity,
  approvedMember: her,
  openSignedIn,
}) => {
  test.slow();
  const text = TEXT[lang];
  const page = await openSignedIn(her.session);
  let gol = '';

  await test.step('the family tab: diet, smoking, drinking and a gol of her community', async () => {
    await page.goto('/profile?tab=family');
    await choose(page, page.getByTestId('family-diet'), text.jain);
    await choose(page, page.getByTestId('family-smoking'), text.never);
    await choose(page, page.getByTestId('family-drinking'), text.occasionally);
    // Her community's first named circle: the list holds only her community's gols, then "no gol" and "don't know".
    await page.getByTestId('family-gol').click();
    const first = page.getByRole('option').first();
    gol = (await first.textContent())!.trim();
    await first.click();
    await expect(page.getByTestId('family-gol')).toHaveValue(gol);
    await checkScreen(page, 'profile-family-lifestyle', lang);
    await page.getByTestId('wizard-save').click();
    await expect(page.getByTestId('wizard-save')).toBeEnabled();
    await dismissToasts(page);
  });

  await test.step('the personal tab: the horoscope, for accepted connections only', async () => {
    await page.getByTestId('profile-tab-personal').click();
    const horoscope = page.getByTestId('personal-horoscope');
    await horoscope.scrollIntoViewIfNeeded();
    await page.getByTestId('personal-birth-time').fill('06:45');
    await page.getByTestId('personal-birth-place').fill(lang === 'gu' ? 'ઊંઝા' : 'Unjha');
    await choose(page, page.getByTestId('personal-moon-sign'), text.leo);
    await choose(page, page.getByTestId('personal-manglik'), text.partly);
    await page.getByTestId('personal-horoscope-visibility-connections').check();
    await checkScreen(page, 'profile-horoscope', lang);
    await page.getByTestId('wizard-save').click();
    await expect(page.getByTestId('wizard-save')).toBeEnabled();
    await dismissToasts(page);
  });

  await test.step('after a reload, every field is still there', async () => {
    await page.reload();
    await page.getByTestId('profile-tab-family').click();
    await expect(page.getByTestId('family-diet')).toHaveValue(text.jain);
    await expect(page.getByTestId('family-smoking')).toHaveValue(text.never);
    await expect(page.getByTestId('family-drinking')).toHaveValue(text.occasionally);
    await expect(page.getByTestId('family-gol')).toHaveValue(gol);
    await page.getByTestId('profile-tab-personal').click();
    await expect(page.getByTestId('personal-birth-time')).toHaveValue('06:45');
    await expect(page.getByTestId('personal-moon-sign')).toHaveValue(text.leo);
    await expect(page.getByTestId('personal-manglik')).toHaveValue(text.partly);
    await expect(page.getByTestId('personal-horoscope-visibility-connections')).toBeChecked();
  });

  const him = await api.approvedMember(newIdentity(), moderator.session, { male: true });
  const his = await openSignedIn(him.session);
  const herId = her.session.user.memberId;

  await test.step('her detail, to him: her diet and gol, and no horoscope', async () => {
    await his.goto(`/matches/detail/${herId}`);
    await expect(his.getByTestId('profile-diet')).toContainText(text.jain);
    await expect(his.getByTestId('profile-drinking')).toContainText(text.occasionally);
    await expect(his.getByTestId('profile-gol')).toContainText(gol);
    await expect(his.getByTestId('profile-section-family')).toBeVisible();
    await expect(his.getByTestId('profile-birth-time')).toHaveCount(0);
    await expect(his.getByTestId('profile-manglik')).toHaveCount(0);
    await his.getByTestId('profile-gol').scrollIntoViewIfNeeded();
    await checkScreen(his, 'member-detail-lifestyle', lang);
  });

  await test.step('his search on a Jain diet and her gol finds her', async () => {
    await his.goto('/search');
    await expect(his.getByTestId('search-age-from')).toBeVisible();
    const moreFilters = his.getByTestId('search-more-filters');
    if (await moreFilters.isVisible()) await moreFilters.click();
    const panel = his.getByTestId('search-advanced').filter({ visible: true });
    await choose(his, panel.getByTestId('search-diets'), text.jain);
    await his.keyboard.press('Escape');
    // "Chosen gols", the third segment, then her gol from the list.
    await panel.getByTestId('search-gol-choice').locator('label').nth(2).click();
    await choose(his, panel.getByTestId('search-gols'), gol);
    await his.keyboard.press('Escape');
    await checkScreen(his, 'search-family-filters', lang);
    await his.getByTestId('search-advanced-submit').filter({ visible: true }).click();
    // Kept in the address, as every filter is.
    await expect.poll(() => new URL(his.url()).searchParams.get('diets')).toBe('[2]');
    expect(new URL(his.url()).searchParams.get('golIds')).toMatch(/^\[\d+\]$/);
    // Among the first cards: the most recently approved who fit come first (the other language's run may have
    // approved a second Jain woman of the same gol meanwhile).
    const results = his.getByTestId('search-results');
    await expect(results.locator(`[data-testid="match-card"][data-member-id="${herId}"]`)).toBeVisible();
    await checkScreen(his, 'search-family-results', lang);
  });

  await test.step('his preferences keep a diet, "within my gol" and a manglik choice', async () => {
    await his.goto('/profile/partner-preferences');
    await choose(his, his.getByTestId('preferences-diets'), text.jain);
    await his.keyboard.press('Escape');
    await his.getByTestId('preferences-gol-choice').locator('label').nth(1).click();
    await choose(his, his.getByTestId('preferences-mangliks'), text.partly);
    await his.keyboard.press('Escape');
    await checkScreen(his, 'preferences-family', lang);
    await his.getByTestId('preferences-save').click();
    await expect(his.getByTestId('preferences-unsaved')).toHaveCount(0);
    await dismissToasts(his);
    await his.reload();
    await expect(pills(his, 'preferences-diets')).toContainText(text.jain);
    await expect(pills(his, 'preferences-mangliks')).toContainText(text.partly);
    await expect(his.getByTestId('preferences-gol-choice').locator('input').nth(1)).toBeChecked();
  });
});
