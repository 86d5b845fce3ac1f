// Reminders and expiry (docs/rules.md rule 42) on the server's clock: a request unanswered for three days reminds her,
// and after fourteen days without a word it closes, his card saying no reply. Then how it went (rule 48): two weeks after she accepted his request (the server's
// clock moved 15 days on), each is asked privately how it is going; both answer engaged, and both profiles leave
// every list (a third member no longer opens hers); he writes their story and agrees, she agrees, and only then does
// it reach the moderators, who publish it on the home page with their first names. Moving the server's clock by days
// would end other specs' codes and tokens, so this spec has a project of its own (playwright.config.ts) that runs
// after every other one, one test after the other, in both languages.
import { expect, test, type Lang } from './fixtures';
import { checkScreen } from './screens';
import { dismissToasts } from './ui';

test.describe.configure({ mode: 'serial' });

const TEXT: Record<Lang, { her: string; him: string; story: string; reminder: string; expired: string }> = {
  gu: {
    her: 'મીરા',
    him: 'રવિ',
    story: 'અમે સગપણ પર મળ્યાં; દિવાળીએ બંને પરિવારો મળ્યા અને વાત પાકી થઈ.',
    reminder: 'એક વિનંતી આપના જવાબની રાહ જુએ છે',
    expired: 'આપની વિનંતીનો જવાબ ન મળ્યો',
  },
  en: {
    her: 'Meera',
    him: 'Ravi',
    story: 'We met on Sagpan; our families met at Diwali and agreed.',
    reminder: 'A request is waiting for your reply',
    expired: 'No reply to your request',
  },
};

/** The server's worker looks every 2 seconds in the browser tests (scripts/e2e-server.sh). */
const WORKER = { timeout: 15_000 };

for (const lang of ['gu', 'en'] as const satisfies readonly Lang[]) {
  test.describe(`in ${lang}`, () => {
    test.use({ lang });

    test('an unanswered request reminds her after three days and closes after fourteen, his card saying no reply', async ({
      api,
      moderator,
      newIdentity,
      newContext,
      advanceServerClock,
    }) => {
      test.slow();
      const text = TEXT[lang];
      const herId = newIdentity();
      const hisId = newIdentity();
      const her = await api.approvedMember({ ...herId, firstName: text.her }, moderator.session);
      const him = await api.approvedMember({ ...hisId, firstName: text.him }, moderator.session, { male: true });
      expect(
        (await api.memberPost(him, '/api/Match/sendConnectRequest', { memberId: her.session.user.memberId })).ok(),
      ).toBe(true);
      const signIn = async (who: { email: string; password: string }) => {
        const session = await api.login(lang, who.email, who.password);
        return (await newContext({ session })).newPage();
      };

      await test.step('three days on, she is reminded', async () => {
        await advanceServerClock(3 * 24 * 3600 + 60);
        const herPage = await signIn(herId);
        await expect(async () => {
          await herPage.goto('/notification/list');
          await expect(herPage.getByTestId('notification-list-item').filter({ hasText: text.reminder })).toHaveCount(1);
        }).toPass(WORKER);
        await checkScreen(herPage, 'request-reminder', lang);
      });

      await test.step('fourteen days without a word: closed, and his card says no reply', async () => {
        await advanceServerClock(11 * 24 * 3600);
        const hisPage = await signIn(hisId);
        await expect(async () => {
          await hisPage.goto('/notification/list');
          await expect(hisPage.getByTestId('notification-list-item').filter({ hasText: text.expired })).toHaveCount(1);
        }).toPass(WORKER);
        await hisPage.goto('/inbox?tab=declined');
        await expect(hisPage.getByTestId('no-reply')).toBeVisible();
        await checkScreen(hisPage, 'request-expired', lang);
      });
    });

    test('both say engaged and leave every list; their story reaches the home page only with both consents', async ({
      api,
      moderator,
      newIdentity,
      newContext,
      advanceServerClock,
    }) => {
      test.slow();
      const text = TEXT[lang];
      const herId = newIdentity();
      const hisId = newIdentity();
      const thirdId = newIdentity();
      const her = await api.approvedMember({ ...herId, firstName: text.her }, moderator.session);
      const him = await api.approvedMember({ ...hisId, firstName: text.him }, moderator.session, { male: true });
      await api.approvedMember(thirdId, moderator.session, { male: true });
      const sent = await api.memberPost(him, '/api/Match/sendConnectRequest', { memberId: her.session.user.memberId });
      const { requestId } = (await sent.json()) as { requestId: number };
      expect((await api.memberPost(her, '/api/Match/AcceptConnectRequest', { requestId })).ok()).toBe(true);

      // Fifteen days on: every sign-in is made again (an access token lives 15 minutes).
      await advanceServerClock(15 * 24 * 3600);
      const signIn = async (who: { email: string; password: string }) => {
        const session = await api.login(lang, who.email, who.password);
        return (await newContext({ session })).newPage();
      };
      const herPage = await signIn(herId);
      const hisPage = await signIn(hisId);
      const thirdPage = await signIn(thirdId);

      await test.step('she is asked privately how it is going, and says engaged', async () => {
        await herPage.goto('/inbox');
        const item = herPage.getByTestId('outcome-item');
        await expect(item).toContainText(text.him);
        await checkScreen(herPage, 'outcome-asked', lang);
        await item.getByTestId('outcome-engaged').click();
        await expect(herPage.getByTestId('outcome-item')).toHaveCount(0);
        await dismissToasts(herPage);
        // Not yet both: a third member still opens her page.
        await thirdPage.goto(`/matches/detail/${her.session.user.memberId}`);
        await expect(thirdPage.getByTestId('member-detail')).toBeVisible();
      });

      await test.step('he says engaged too: both are congratulated and leave every list', async () => {
        await hisPage.goto('/inbox');
        await hisPage.getByTestId('outcome-item').getByTestId('outcome-engaged').click();
        await expect(hisPage.getByTestId('engaged-note')).toBeVisible();
        await thirdPage.goto(`/matches/detail/${her.session.user.memberId}`);
        await expect(thirdPage.getByTestId('member-detail')).toHaveCount(0);
        await expect(thirdPage.getByTestId('error-title')).toBeVisible();
      });

      await test.step('he writes their story and agrees; it waits for her', async () => {
        const form = hisPage.getByTestId('story-form');
        await form.getByTestId('story-words').fill(text.story);
        await form.getByTestId('story-consent').check();
        await form.getByTestId('story-save').click();
        await expect(form.getByTestId('story-status')).toHaveAttribute('data-status', 'drafting');
        await dismissToasts(hisPage);
        await checkScreen(hisPage, 'engaged-story', lang);
        const mod = await (
          await newContext({ session: await api.login(lang, moderator.email, moderator.password) })
        ).newPage();
        await mod.goto('/admin');
        await expect(mod.getByTestId('admin-stories-none')).toBeVisible();
      });

      await test.step('she agrees to his words: it reaches the moderators, who publish it on the home page', async () => {
        await herPage.goto('/inbox');
        const form = herPage.getByTestId('story-form');
        await expect(form.getByTestId('story-words')).toHaveValue(text.story);
        await form.getByTestId('story-consent').check();
        await form.getByTestId('story-save').click();
        await expect(form.getByTestId('story-status')).toHaveAttribute('data-status', 'submitted');
        const mod = await (
          await newContext({ session: await api.login(lang, moderator.email, moderator.password) })
        ).newPage();
        await mod.goto('/admin');
        const story = mod.getByTestId('admin-story').filter({ hasText: text.story });
        await expect(story).toContainText(`${text.her} & ${text.him}`);
        await checkScreen(mod, 'admin-stories', lang);
        await story.getByTestId('admin-story-publish').click();
        await expect(mod.getByTestId('admin-story').filter({ hasText: text.story })).toHaveCount(0);
        const visitor = await (await newContext()).newPage();
        await visitor.goto('/');
        await expect(visitor.getByTestId('home-story').filter({ hasText: text.story })).toContainText(
          `${text.her} & ${text.him}`,
        );
        await visitor.getByTestId('home-stories').scrollIntoViewIfNeeded();
        await checkScreen(visitor, 'home-stories', lang);
      });
    });
  });
}
