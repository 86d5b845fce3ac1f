// The daily allowances (rule A1) through the web app: a member who opened 150 profiles today is told, in their
// language, when they can open the next one; their own profile and inbox stay open; the moderators see them in
// /admin/allowances. The 150 details are opened through the API (as a scraper would); the 151st in the browser.
import { at, expect, test, type Lang } from './fixtures';
import { checkScreen, DESKTOP } from './screens';

const TEXT: Record<Lang, { reached: RegExp; kind: string; refusedOnce: string }> = {
  en: {
    reached: /You have opened many profiles today\. You can open new ones after/,
    kind: 'Profiles opened',
    refusedOnce: '1 request refused',
  },
  gu: {
    reached: /આજે આપે ઘણી પ્રોફાઇલ ખોલી છે\. નવી પ્રોફાઇલ .* પછી ખોલી શકાશે\./,
    kind: 'ખોલેલી પ્રોફાઇલ',
    refusedOnce: '1 વાર ના પાડી',
  },
};

/** The allowance of member details a day (the server's default). */
const DETAILS_PER_DAY = 150;

test('past 150 profiles a day the member is told when the next one opens; moderators see who reached it', async ({
  lang,
  approvedMember: member,
  moderator,
  newContext,
  openSignedIn,
  request,
}) => {
  test.slow();
  const headers = { Authorization: `Bearer ${member.session.accessToken}`, 'Accept-Language': lang };
  const ids: number[] = [];

  await test.step('150 profiles opened through the API, as a script would', async () => {
    for (let pageIndex = 1; ids.length <= DETAILS_PER_DAY; pageIndex++) {
      const r = await request.post('/api/Match', { headers, data: { pageIndex, pageSize: 50 } });
      expect(r.status()).toBe(200);
      const page = (await r.json()) as { result: { memberId: number }[]; hasMore: boolean };
      ids.push(...page.result.map((c) => c.memberId));
      expect(page.hasMore || ids.length > DETAILS_PER_DAY).toBe(true);
    }
    for (const id of ids.slice(0, DETAILS_PER_DAY)) {
      const r = await request.get(`/api/Match/MemberDetails/${id}?visit=false`, { headers });
      expect(r.status(), `member ${id}`).toBe(200);
    }
  });

  const page = await openSignedIn(member.session);
  await test.step('the 151st, in the browser: the allowance, in the member’s language, with when', async () => {
    await page.goto(`/matches/detail/${ids[DETAILS_PER_DAY]}`);
    await expect(page.getByTestId('problem-alert')).toContainText(TEXT[lang].reached);
    await checkScreen(page, 'allowance-reached', lang);
  });

  await test.step('a profile opened today opens again; her own profile and inbox stay open', async () => {
    await page.goto(`/matches/detail/${ids[0]}`);
    await expect(page.getByTestId('problem-alert')).toHaveCount(0);
    await expect(page.getByTestId('member-detail')).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByTestId('profile-page')).toBeVisible();
    await page.goto('/inbox');
    await expect(page.getByTestId('inbox-page')).toBeVisible();
  });

  await test.step('the moderators see the member in /admin/allowances', async () => {
    const mod = await (await newContext({ session: moderator.session, viewport: DESKTOP })).newPage();
    await mod.goto('/admin/allowances');
    await expect(mod).toHaveURL(at('/admin/allowances'));
    const item = mod.getByTestId('admin-allowance-item').filter({ hasText: member.session.user.profileId });
    await expect(item).toHaveAttribute('data-kind', 'member_details');
    await expect(item).toContainText(TEXT[lang].kind);
    // The browser asked once: a 429 is not tried again (each try would be one more refusal).
    await expect(item).toContainText(TEXT[lang].refusedOnce);
    await checkScreen(mod, 'admin-allowances', lang);
  });
});
