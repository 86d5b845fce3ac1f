// Who looks after a profile (rule 46), through the screens: her father looks after her profile; her card and detail
// say so to him, in his language; his search for profiles a parent looks after finds her; she takes the profile over
// in her personal tab and the line goes from her detail. Each screen is checked at both widths (and photographed with
// SCREENSHOTS_DIR).
import { expect, test, type Lang } from './fixtures';
import { checkScreen } from './screens';
import { dismissToasts } from './ui';

const TEXT: Record<Lang, { managed: string; father: string; self: string }> = {
  en: { managed: 'Profile managed by her father', father: 'Father', self: 'Self' },
  gu: { managed: 'આ પ્રોફાઇલ તેમના પિતા સંભાળે છે', father: 'પિતા', self: 'પોતે' },
};

test('a profile her father looks after says so on her card and detail, is found by that, and she can take it over', async ({
  lang,
  api,
  moderator,
  newIdentity,
  openSignedIn,
}) => {
  test.slow();
  const text = TEXT[lang];
  const her = await api.approvedMember(newIdentity(), moderator.session, { createdBy: 'father' });
  const him = await api.approvedMember(newIdentity(), moderator.session, { male: true });
  const herId = her.session.user.memberId;
  const his = await openSignedIn(him.session);
  const herCard = his.locator(`[data-testid="match-card"][data-member-id="${herId}"]`);

  await test.step('his search for profiles a father or mother looks after finds her, with the line on her card', async () => {
    await his.goto('/search');
    await expect(his.getByTestId('search-age-from')).toBeVisible();
    const moreFilters = his.getByTestId('search-more-filters');
    if (await moreFilters.isVisible()) await moreFilters.click();
    const panel = his.getByTestId('search-advanced').filter({ visible: true });
    // A chip is a hidden checkbox drawn by its label.
    for (const creator of ['father', 'mother']) {
      const chip = panel.getByTestId(`search-created-by-${creator}`);
      await his.locator(`label[for="${await chip.getAttribute('id')}"]`).click();
      await expect(chip).toBeChecked();
    }
    await checkScreen(his, 'search-created-by', lang);
    await his.getByTestId('search-advanced-submit').filter({ visible: true }).click();
    await expect.poll(() => new URL(his.url()).searchParams.get('createdBy')).toBe('["father","mother"]');
    await expect(herCard).toBeVisible();
    await expect(herCard.getByTestId('match-card-managed-by')).toHaveText(text.managed);
    await checkScreen(his, 'search-created-by-results', lang);
  });

  await test.step('her detail says it under her badges', async () => {
    await his.goto(`/matches/detail/${herId}`);
    await expect(his.getByTestId('member-detail-managed-by')).toHaveText(text.managed);
    await checkScreen(his, 'member-detail-managed-by', lang);
  });

  await test.step('she takes the profile over in her personal tab; the line goes from her detail', async () => {
    const page = await openSignedIn(her.session);
    // The personal tab is the first.
    await page.goto('/profile');
    const field = page.getByTestId('personal-created-by');
    await expect(field).toHaveValue(text.father);
    await checkScreen(page, 'profile-created-by', lang);
    await field.click();
    await page.getByRole('option', { name: text.self, exact: true }).click();
    await page.getByTestId('wizard-save').click();
    await expect(page.getByTestId('wizard-save')).toBeEnabled();
    await dismissToasts(page);
    await page.reload();
    await expect(page.getByTestId('personal-created-by')).toHaveValue(text.self);
    await his.goto(`/matches/detail/${herId}`);
    await expect(his.getByTestId('member-detail-age')).toBeVisible();
    await expect(his.getByTestId('member-detail-managed-by')).toHaveCount(0);
  });
});
