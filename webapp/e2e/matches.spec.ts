// Matches and search (rules 3 to 6 and 26), against the demo members the e2e server loads (scripts/e2e-server.sh): each
// list with "Show more", a search with side-panel filters kept in the address, the quick search to a detail and its
// not-found toast, the match explanation on a card and on the detail, and the member just opened first in recently
// viewed. Each screen is checked at both widths (and photographed with SCREENSHOTS_DIR).
import type { Page } from '@playwright/test';
import { at, expect, test, type Lang } from './fixtures';
import { checkScreen } from './screens';
import { dismissToasts } from './ui';

const TEXT: Record<Lang, { notFound: string; members: RegExp }> = {
  en: { notFound: 'Profile not found...', members: /members?/ },
  gu: { notFound: 'પ્રોફાઇલ મળી નથી...', members: /સભ્ય/ },
};

/** The member ids of the cards on the page, in order. */
async function cardIds(page: Page): Promise<number[]> {
  const ids = await page
    .getByTestId('match-card')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-member-id')));
  return ids.map(Number);
}

/** Cards per page of a list in the web app (MATCH_PAGE_SIZE). */
const PAGE = 12;

/** "Show more" appends the next page below the cards already shown (the first cards stay where they were). */
async function showMore(page: Page): Promise<void> {
  const before = await cardIds(page);
  expect(before.length).toBe(PAGE);
  await page.getByTestId('show-more').click();
  await expect(page.getByTestId('match-card')).not.toHaveCount(PAGE);
  const after = await cardIds(page);
  expect(after.length).toBeGreaterThan(PAGE);
  expect(after.slice(0, PAGE)).toEqual(before);
  expect(new Set(after).size).toBe(after.length);
}

/** Opens the quick search (at the top of the menu drawer on a phone) and looks `profileId` up. */
async function quickSearch(page: Page, profileId: string): Promise<void> {
  if (await page.getByTestId('member-menu-burger').isVisible()) await page.getByTestId('member-menu-burger').click();
  else if (await page.getByTestId('quick-search-open').isVisible()) await page.getByTestId('quick-search-open').click();
  const field = page.getByTestId('quick-search').filter({ visible: true });
  await field.fill(profileId);
  await field.press('Enter');
}

test('matches: every list with show more, search kept in the address, quick search, explanations, recently viewed', async ({
  lang,
  approvedMember: member,
  openSignedIn,
  request,
}) => {
  test.slow();
  const page = await openSignedIn(member.session);
  const headers = {
    Authorization: `Bearer ${member.session.accessToken}`,
    'Accept-Language': lang,
  };

  await test.step('/matches: a section per list, each with its first cards and the way to the whole list', async () => {
    await page.goto('/matches');
    for (const kind of ['new', 'mine', 'all', 'patidar']) {
      await expect(page.getByTestId(`matches-section-${kind}`).getByTestId('match-card').first()).toBeVisible();
    }
    // Nobody opened yet: recently viewed is empty and says so.
    await expect(page.getByTestId('matches-section-recent-empty')).toBeVisible();
    // Four demo members in five verified their number (rule 44): their cards say so.
    await expect(page.getByTestId('match-card-badges').first()).toBeVisible();
    await checkScreen(page, 'matches', lang);
  });

  await test.step('the explanation on a card: "Why?" opens each preference both ways', async () => {
    await page.goto('/matches/list');
    const card = page.getByTestId('match-card').first();
    await expect(card.getByTestId('match-summary')).toBeVisible();
    await card.getByTestId('match-explanation-toggle').click();
    // The demo members state preferences: theirs about me are listed, each met, missed or not stated.
    const theirs = card.getByTestId('match-criteria-theirs').getByTestId('match-criterion');
    await expect(theirs.first()).toBeVisible();
    for (const state of await theirs.evaluateAll((items) => items.map((i) => i.getAttribute('data-state')))) {
      expect(['met', 'missed', 'unknown']).toContain(state);
    }
    // My matches keeps the core preferences both ways: their age preference takes me in.
    await expect(
      card.locator('[data-testid="match-criterion"][data-criterion="age"][data-state="missed"]'),
    ).toHaveCount(0);
    await checkScreen(page, 'matches-mine-why', lang);
  });

  for (const kind of ['list', 'all', 'patidar', 'new']) {
    await test.step(`/matches/${kind}: "Show more" appends the next page`, async () => {
      await page.goto(`/matches/${kind}`);
      await expect(page.getByTestId('match-total')).toContainText(TEXT[lang].members);
      await showMore(page);
      if (kind === 'all') await checkScreen(page, 'matches-all', lang);
    });
  }

  let opened = 0;
  await test.step('the detail: photos, the explanation both ways, the sections; no parents’ phones', async () => {
    // A member of the first pages who states preferences (the explanation then lists theirs): not simply the n-th
    // card, as other specs running meanwhile approve members of their own (connections.spec.ts and member-day.spec.ts
    // approve men who state none), so many that they may fill the first page.
    const first = await request.post('/api/Match', {
      headers,
      data: { pageIndex: 1, pageSize: 4 * PAGE, scope: 'all' },
    });
    const cards = ((await first.json()) as { result: { memberId: number; match: { theirs: unknown[] } }[] }).result;
    opened = cards.find((c) => c.match.theirs.length > 0)?.memberId ?? 0;
    expect(opened, 'a member of the first page states preferences').toBeGreaterThan(0);
    await page.goto('/matches/all');
    const card = page.locator(`[data-testid="match-card"][data-member-id="${opened}"]`);
    // "Show more" until the card is on the page.
    for (let more = 0; more < 3 && (await card.count()) === 0; more += 1) {
      const shown = await page.getByTestId('match-card').count();
      await page.getByTestId('show-more').click();
      await expect(page.getByTestId('match-card')).not.toHaveCount(shown);
    }
    await card.getByTestId('match-card-name').click();
    await expect(page).toHaveURL(at(`/matches/detail/${opened}`));
    await expect(page.getByTestId('member-detail-name')).toBeVisible();
    const explanation = page.getByTestId('match-explanation');
    await expect(explanation.getByTestId('match-criteria-theirs').getByTestId('match-criterion').first()).toBeVisible();
    await expect(page.getByTestId('profile-parent-phone-1')).toHaveCount(0);
    await checkScreen(page, 'member-detail', lang);
  });

  await test.step('recently viewed: the member just opened comes first; Show more after 12 more opened', async () => {
    const all = await request.post('/api/Match', {
      headers,
      data: { pageIndex: 2, pageSize: 30 },
    });
    expect(all.ok()).toBe(true);
    const others = ((await all.json()) as { result: { memberId: number }[] }).result
      .map((c) => c.memberId)
      .filter((id) => id !== opened)
      .slice(0, PAGE);
    expect(others).toHaveLength(PAGE);
    for (const id of others) {
      expect((await request.get(`/api/Match/MemberDetails/${id}`, { headers })).ok()).toBe(true);
    }
    // Opened in the browser last: first in the list.
    await page.goto(`/matches/detail/${opened}`);
    await expect(page.getByTestId('member-detail-name')).toBeVisible();
    await page.goto('/matches/recent');
    await expect(page.getByTestId('match-card').first()).toHaveAttribute('data-member-id', String(opened));
    await expect(page.getByTestId('match-card').first().getByTestId('match-card-viewed')).toBeVisible();
    await showMore(page);
    expect(await cardIds(page)).toHaveLength(PAGE + 1);
    await checkScreen(page, 'matches-recent', lang);
  });

  await test.step('search: ages and a side-panel filter, kept in the address and after a reload', async () => {
    await page.goto('/search');
    await page.getByTestId('search-age-from').fill('28');
    await page.getByTestId('search-age-to').fill('36');
    const moreFilters = page.getByTestId('search-more-filters');
    if (await moreFilters.isVisible()) await moreFilters.click();
    // NRI: "No" (members living in India), the third segment.
    const nri = page.getByTestId('search-advanced').filter({ visible: true }).getByTestId('search-nri');
    await nri.locator('label').nth(2).click();
    await checkScreen(page, 'search-filters', lang);
    const submit = page.getByTestId('search-advanced-submit').filter({ visible: true });
    await submit.click();
    await expect(page).toHaveURL(/ageFrom=28/);
    const url = new URL(page.url());
    expect(url.searchParams.get('ageTo')).toBe('36');
    expect(url.searchParams.get('isNRI')).toBe('false');
    await expect(page.getByTestId('search-results').getByTestId('match-card').first()).toBeVisible();
    const total = await page.getByTestId('match-total').getAttribute('data-count');
    expect(Number(total)).toBeGreaterThan(PAGE);
    await showMore(page);
    await checkScreen(page, 'search-results', lang);
    // Bookmarked: the same address gives the same filters and the same total (or more: the other specs running
    // meanwhile approve members, who may fit).
    await page.reload();
    await expect(page.getByTestId('search-age-from')).toHaveValue('28');
    await expect(page.getByTestId('search-age-to')).toHaveValue('36');
    await expect(page.getByTestId('search-results').getByTestId('match-card').first()).toBeVisible();
    const again = await page.getByTestId('match-total').getAttribute('data-count');
    expect(Number(again)).toBeGreaterThanOrEqual(Number(total));
    if (await moreFilters.isVisible()) await expect(page.getByTestId('search-more-filters-count')).toHaveText('1');
    // Clear: back to everyone, nothing in the address.
    await page.getByTestId('search-clear').click();
    await expect(page.getByTestId('search-age-from')).toHaveValue('');
    await expect.poll(() => new URL(page.url()).search).toBe('');
  });

  await test.step('quick search: a profile id opens the member; one nobody can find gets the warning toast', async () => {
    await page.goto('/matches/all');
    const card = page.getByTestId('match-card').nth(5);
    const id = await card.getAttribute('data-member-id');
    const profileId = (await card.getByTestId('match-card-profile-id').textContent())!.trim();
    await quickSearch(page, profileId.toLowerCase());
    await expect(page).toHaveURL(at(`/matches/detail/${id}`));
    await expect(page.getByTestId('member-detail-profile-id')).toContainText(profileId);
    // My own profile id: not someone I can see (the same gender), the same answer as an unknown id.
    await quickSearch(page, member.session.user.profileId);
    await expect(page.getByText(TEXT[lang].notFound)).toBeVisible();
    await checkScreen(page, 'quick-search-not-found', lang);
    await dismissToasts(page);
  });
});
