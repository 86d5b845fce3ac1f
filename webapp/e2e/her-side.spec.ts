// Her side first (docs/rules.md rules 47 and 47a), through the screens: an approved woman is offered private mode over
// her pages and keeps her profile private; a man cannot find her in his lists nor open her detail, until she sends him
// a request, when her detail opens to him. Then a request answered "we would like to know more" carries her question
// to him, he answers it on the request, and she reads the answer. Each screen is checked at both widths (and
// photographed with SCREENSHOTS_DIR).
import { expect, test, type Lang, type Member } from './fixtures';
import { checkScreen } from './screens';
import { dismissToasts } from './ui';

const TEXT: Record<Lang, { question: string; answer: string }> = {
  en: {
    question: 'Where does your family live now?',
    answer: 'In Surat, near the river; my parents are from Unjha.',
  },
  gu: {
    question: 'આપનો પરિવાર હાલ ક્યાં રહે છે?',
    answer: 'સુરતમાં, નદી પાસે; મારાં માતા-પિતા ઊંઝાનાં છે.',
  },
};

const memberId = (m: Member) => m.session.user.memberId;

test('a private member is invisible to him until she sends a request, then her detail opens to him', async ({
  lang,
  api,
  moderator,
  newIdentity,
  openSignedIn,
}) => {
  test.slow();
  const her = await api.approvedMember(newIdentity(), moderator.session);
  const him = await api.approvedMember(newIdentity(), moderator.session, {
    male: true,
  });
  const herPage = await openSignedIn(her.session);
  const hisPage = await openSignedIn(him.session);

  await test.step('she is offered private mode over her pages and keeps her profile private', async () => {
    await herPage.goto('/matches');
    await expect(herPage.getByTestId('private-mode-offer')).toBeVisible();
    await checkScreen(herPage, 'private-mode-offer', lang);
    await herPage.getByTestId('offer-private').click();
    await expect(herPage.getByTestId('private-mode-offer')).toHaveCount(0);
    await dismissToasts(herPage);
    await herPage.goto('/profile/account');
    await expect(herPage.getByTestId('private-mode-switch')).toBeChecked();
    await herPage.getByTestId('account-privacy').scrollIntoViewIfNeeded();
    await checkScreen(herPage, 'account-privacy', lang);
  });

  await test.step('he finds her nowhere: not by her profile id, not by her page', async () => {
    await hisPage.goto(`/matches/detail/${memberId(her)}`);
    await expect(hisPage.getByTestId('member-detail')).toHaveCount(0);
    await expect(hisPage.getByTestId('error-title')).toBeVisible();
    const found = await api.memberPost(him, '/api/Match/Search', {
      profileId: her.session.user.profileId,
    });
    expect(await found.json()).toBe(0);
  });

  await test.step('she browses as usual and sends him a request; her detail then opens to him', async () => {
    await herPage.goto(`/matches/detail/${memberId(him)}`);
    await herPage.getByTestId('connect-button').click();
    await expect(herPage.getByTestId('cancel-request-button')).toBeVisible();
    await dismissToasts(herPage);
    await hisPage.goto(`/matches/detail/${memberId(her)}`);
    await expect(hisPage.getByTestId('member-detail')).toBeVisible();
    await expect(hisPage.getByTestId('accept-button')).toBeVisible();
    // She signed in today: her detail says so (rule 47b).
    await expect(hisPage.getByTestId('member-detail-signals')).toBeVisible();
    // Her visit to him was made in private mode: not in his visitors.
    await hisPage.goto('/profile/visitedMe');
    await expect(hisPage.getByTestId('member-list-empty')).toBeVisible();
  });
});

test('a request answered "we would like to know more" carries her question, and his answer reaches her', async ({
  lang,
  api,
  moderator,
  newIdentity,
  openSignedIn,
}) => {
  test.slow();
  const text = TEXT[lang];
  const her = await api.approvedMember(newIdentity(), moderator.session);
  const him = await api.approvedMember(newIdentity(), moderator.session, {
    male: true,
  });
  const sent = await api.memberPost(him, '/api/Match/sendConnectRequest', {
    memberId: memberId(her),
  });
  expect(sent.ok()).toBe(true);
  const herPage = await openSignedIn(her.session);
  const hisPage = await openSignedIn(him.session);

  await test.step('she replies with a question', async () => {
    await herPage.goto(`/matches/detail/${memberId(him)}`);
    await herPage.getByTestId('reply-button').click();
    await herPage.getByTestId('reply-need_info').check();
    await herPage.getByTestId('reply-question-input').fill(text.question);
    await checkScreen(herPage, 'reply-dialog', lang);
    await herPage.getByTestId('reply-submit').click();
    await expect(herPage.getByTestId('reply-question-input')).toHaveCount(0);
    await expect(herPage.getByTestId('request-question')).toContainText(text.question);
    await dismissToasts(herPage);
  });

  await test.step('he reads the question on his request and answers it', async () => {
    await hisPage.goto(`/matches/detail/${memberId(her)}`);
    await expect(hisPage.getByTestId('request-question')).toContainText(text.question);
    await checkScreen(hisPage, 'request-question', lang);
    await hisPage.getByTestId('answer-question-button').click();
    await expect(hisPage.getByTestId('answer-dialog-question')).toHaveText(text.question);
    await hisPage.getByTestId('answer-input').fill(text.answer);
    await checkScreen(hisPage, 'answer-dialog', lang);
    await hisPage.getByTestId('answer-submit').click();
    await expect(hisPage.getByTestId('request-answer')).toContainText(text.answer);
    await dismissToasts(hisPage);
  });

  await test.step('she reads his answer, then says they need time; he sees where it stands', async () => {
    await herPage.goto(`/matches/detail/${memberId(him)}`);
    await expect(herPage.getByTestId('request-answer')).toContainText(text.answer);
    await checkScreen(herPage, 'request-answered', lang);
    await herPage.getByTestId('reply-button').click();
    await herPage.getByTestId('reply-need_time').check();
    await herPage.getByTestId('reply-submit').click();
    await expect(herPage.getByTestId('request-reply')).toBeVisible();
    await hisPage.goto(`/matches/detail/${memberId(her)}`);
    await expect(hisPage.getByTestId('request-reply')).toBeVisible();
    await expect(hisPage.getByTestId('answer-question-button')).toHaveCount(0);
  });
});
