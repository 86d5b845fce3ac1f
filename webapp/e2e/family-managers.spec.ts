// Family managers (rule 46), through the screens: she invites her brother with the right to answer requests; he
// accepts with the code of the e-mail as a new account and arrives acting for her profile; he accepts a request sent
// to her, which the sender reads as "Answered by her brother"; she removes him and his open page signs out at once.
// Then a parent invited by two children switches between their profiles in the user menu. Each screen is checked at
// both widths (and photographed with SCREENSHOTS_DIR).
import { expect, storedSession, test, type Lang } from './fixtures';
import { checkScreen } from './screens';
import { dismissToasts } from './ui';

const TEXT: Record<Lang, { answered: string; brother: string }> = {
  en: { answered: 'Answered by her brother', brother: 'brother' },
  gu: { answered: 'તેમના ભાઈ દ્વારા જવાબ અપાયો', brother: 'ભાઈ' },
};

const LIVE = { timeout: 15_000 };

test('her brother accepts an invitation, answers a request for her, is named, and is signed out when she removes him', async ({
  lang,
  api,
  moderator,
  newIdentity,
  newContext,
  openSignedIn,
  outbox,
}) => {
  test.slow();
  const text = TEXT[lang];
  const her = await api.approvedMember(newIdentity(), moderator.session);
  const him = await api.approvedMember(newIdentity(), moderator.session, { male: true });
  const herId = her.session.user.memberId;
  const hisId = him.session.user.memberId;
  const brother = newIdentity();
  const sent = await api.memberPost(him, '/api/Match/sendConnectRequest', { memberId: herId });
  expect(sent.ok()).toBe(true);

  const herPage = await openSignedIn(her.session);
  await test.step('she invites her brother to send and answer requests', async () => {
    await herPage.goto('/profile/family');
    await expect(herPage.getByTestId('family-managers-none')).toBeVisible();
    await herPage.getByTestId('family-invite-email').fill(brother.email);
    await herPage.getByTestId('family-invite-relation').selectOption('brother');
    await herPage.getByTestId('family-invite-right-requests').check();
    // `requests` brings `view`, held checked.
    await expect(herPage.getByTestId('family-invite-right-view')).toBeChecked();
    await expect(herPage.getByTestId('family-invite-right-view')).toBeDisabled();
    await checkScreen(herPage, 'family-invite', lang);
    await herPage.getByTestId('family-invite-submit').click();
    await expect(herPage.locator('[data-testid^="family-manager-status-"]')).toHaveCount(1);
    await dismissToasts(herPage);
    await checkScreen(herPage, 'family-invited', lang);
  });

  const brotherPage = await (await newContext()).newPage();
  await test.step('he accepts with the code of the e-mail, as a new account, and arrives acting for her profile', async () => {
    const code = await outbox.waitForCode(brother.email);
    await brotherPage.goto(`/auth/family?email=${encodeURIComponent(brother.email)}`);
    await expect(brotherPage.getByTestId('family-accept-email')).toHaveValue(brother.email);
    await brotherPage.getByTestId('family-accept-code').fill(code);
    await brotherPage.getByTestId('family-accept-first-name').fill(brother.firstName);
    await brotherPage.getByTestId('family-accept-last-name').fill(brother.lastName);
    await brotherPage.getByTestId('family-accept-password').fill(brother.password);
    await checkScreen(brotherPage, 'family-accept', lang);
    await brotherPage.getByTestId('family-accept-submit').click();
    await expect(brotherPage.getByTestId('acting-banner')).toBeVisible();
    await expect(brotherPage.getByTestId('acting-banner')).toContainText(her.session.user.firstName);
    await expect(brotherPage.getByTestId('acting-banner')).toContainText(text.brother);
    expect((await storedSession(brotherPage))?.user.memberId).toBe(herId);
    await checkScreen(brotherPage, 'family-acting', lang);
  });

  await test.step('he accepts the request sent to her; the sender reads who answered', async () => {
    await brotherPage.goto('/inbox?tab=received');
    const card = brotherPage.locator(`[data-testid="connection-actions"][data-member-id="${hisId}"]`);
    await card.getByTestId('accept-button').click();
    await expect(brotherPage.getByTestId('accept-button')).toHaveCount(0, LIVE);
    const hisPage = await openSignedIn(him.session);
    await hisPage.goto('/inbox?tab=accepted');
    const line = hisPage.locator(`[data-testid="connection-actions"][data-member-id="${herId}"]`).getByTestId('connection-acted-by');
    await expect(line).toHaveText(text.answered);
    await checkScreen(hisPage, 'inbox-answered-by-brother', lang);
  });

  await test.step('she removes him; his open page signs out at once', async () => {
    await herPage.reload();
    const status = herPage.locator('[data-testid^="family-manager-status-"]');
    await expect(herPage.locator('[data-testid^="family-manager-"][data-status="active"]')).toHaveCount(1);
    await expect(status).toHaveCount(1);
    await checkScreen(herPage, 'family-active', lang);
    await herPage.locator('[data-testid^="family-manager-remove-"]').click();
    await checkScreen(herPage, 'family-remove-dialog', lang);
    await herPage.getByTestId('family-remove-confirm').click();
    await expect(herPage.getByTestId('family-managers-none')).toBeVisible();
    await expect.poll(() => storedSession(brotherPage), LIVE).toBeNull();
    await expect(brotherPage.getByTestId('acting-banner')).toHaveCount(0);
  });
});

test('a parent invited by two children switches between their profiles in the user menu', async ({
  lang,
  api,
  moderator,
  newIdentity,
  newContext,
  outbox,
}) => {
  test.slow();
  const daughter = await api.approvedMember(newIdentity(), moderator.session);
  const son = await api.approvedMember(newIdentity(), moderator.session, { male: true });
  const parent = newIdentity();
  const invite = { email: parent.email, relation: 'father', rights: ['view'] };
  expect((await api.memberPost(daughter, '/api/Family/Invite', invite)).ok()).toBe(true);
  const first = await outbox.waitForCode(parent.email);
  const after = await outbox.lastId(parent.email);
  expect((await api.memberPost(son, '/api/Family/Invite', invite)).ok()).toBe(true);
  const second = await outbox.waitForCode(parent.email, { after });

  const page = await (await newContext()).newPage();
  await test.step('he accepts the first as a new account, the second with that account', async () => {
    await page.goto(`/auth/family?email=${encodeURIComponent(parent.email)}`);
    await page.getByTestId('family-accept-code').fill(first);
    await page.getByTestId('family-accept-first-name').fill(parent.firstName);
    await page.getByTestId('family-accept-last-name').fill(parent.lastName);
    await page.getByTestId('family-accept-password').fill(parent.password);
    await page.getByTestId('family-accept-submit').click();
    await expect(page.getByTestId('acting-banner')).toContainText(daughter.session.user.firstName);
    await page.goto(`/auth/family?email=${encodeURIComponent(parent.email)}`);
    await page.getByTestId('family-accept-code').fill(second);
    await page.getByTestId('family-accept-has-account').check();
    await expect(page.getByTestId('family-accept-first-name')).toHaveCount(0);
    await page.getByTestId('family-accept-password').fill(parent.password);
    await checkScreen(page, 'family-accept-existing', lang);
    await page.getByTestId('family-accept-submit').click();
    await expect(page.getByTestId('acting-banner')).toContainText(son.session.user.firstName);
  });

  await test.step('the user menu switches to the daughter and back to the son', async () => {
    const openMenu = async () => {
      await page.getByTestId('user-menu').click();
      await expect(page.getByTestId('user-menu-dropdown')).toBeVisible();
    };
    await openMenu();
    const toDaughter = page.getByTestId(`user-menu-switch-${daughter.session.user.memberId}`);
    await expect(toDaughter).toBeVisible();
    await checkScreen(page, 'user-menu-switch', lang, async (p) => {
      if (!(await p.getByTestId('user-menu-dropdown').isVisible())) await openMenu();
    });
    await toDaughter.click();
    await expect(page.getByTestId('acting-banner')).toContainText(daughter.session.user.firstName);
    await expect
      .poll(async () => (await storedSession(page))?.user.memberId, LIVE)
      .toBe(daughter.session.user.memberId);
    // He may only look: the cards offer the shortlist, never Connect.
    await expect(page.getByTestId('shortlist-button').first()).toBeVisible();
    await expect(page.getByTestId('connect-button')).toHaveCount(0);
    await openMenu();
    await page.getByTestId(`user-menu-switch-${son.session.user.memberId}`).click();
    await expect(page.getByTestId('acting-banner')).toContainText(son.session.user.firstName);
  });

  await test.step('his own account: the profiles he looks after, one opened in a step', async () => {
    await openMenuAndPick(page, 'user-menu-switch-own');
    await expect(page.getByTestId('family-page')).toBeVisible();
    await expect(page.getByTestId('acting-banner')).toHaveCount(0);
    await expect(page.getByTestId(`family-profile-${daughter.session.user.memberId}`)).toBeVisible();
    await checkScreen(page, 'family-account', lang);
    await page.getByTestId(`family-profile-switch-${daughter.session.user.memberId}`).click();
    await expect(page.getByTestId('acting-banner')).toContainText(daughter.session.user.firstName);
  });
});

async function openMenuAndPick(page: import('@playwright/test').Page, testId: string): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId(testId).click();
}

test('a profile her father built waits for her own agreement, which she gives by the code of her e-mail', async ({
  lang,
  api,
  moderator,
  newIdentity,
  newContext,
  openSignedIn,
  outbox,
}) => {
  test.slow();
  const father = await api.completeProfile(await api.confirmedMember(newIdentity()), {
    createdBy: 'father',
    consent: false,
  });
  const daughter = newIdentity();
  const page = await openSignedIn(father.session);

  await test.step('the finished wizard asks for her agreement; he sends the code to her own e-mail', async () => {
    await page.goto('/create-profile');
    await expect(page.getByTestId('consent-panel')).toBeVisible();
    await page.getByTestId('consent-email').fill(father.email);
    await page.getByTestId('consent-send').click();
    // Not his own: the code must reach her alone.
    await expect(page.getByTestId('problem-alert')).toBeVisible();
    await page.getByTestId('consent-email').fill(daughter.email);
    await page.getByTestId('consent-send').click();
    await expect(page.getByTestId('consent-sent')).toContainText(daughter.email);
    await dismissToasts(page);
    await checkScreen(page, 'wizard-consent', lang);
  });

  await test.step('she agrees on her own page; his open wizard moves on to the profile, awaiting approval', async () => {
    const code = await outbox.waitForCode(daughter.email);
    const hers = await (await newContext()).newPage();
    await hers.goto(`/auth/consent?email=${encodeURIComponent(daughter.email)}`);
    await hers.getByTestId('consent-page-code').fill(code);
    await hers.getByTestId('consent-page-take-over').check();
    await expect(hers.getByTestId('consent-page-password')).toBeVisible();
    await checkScreen(hers, 'consent-page', lang);
    await hers.getByTestId('consent-page-agree').check();
    await hers.getByTestId('consent-page-submit').click();
    await expect(hers.getByTestId('consent-given')).toBeVisible();
    await checkScreen(hers, 'consent-given', lang);
    await expect(page).toHaveURL(/\/profile/, LIVE);
    expect((await storedSession(page))?.user.profileStatus).toBe(1);
  });

  await test.step('the moderators approve it', async () => {
    await api.approve(moderator.session, father);
  });
});

test('the family contacts reach a connected family as she chose: one at once, one when asked and agreed, one never', async ({
  lang,
  api,
  moderator,
  newIdentity,
  openSignedIn,
}) => {
  test.slow();
  const her = await api.approvedMember(newIdentity(), moderator.session);
  const him = await api.approvedMember(newIdentity(), moderator.session, { male: true });
  const herId = her.session.user.memberId;
  const sent = await api.memberPost(him, '/api/Match/sendConnectRequest', { memberId: herId });
  const requestId = ((await sent.json()) as { requestId: number }).requestId;
  expect((await api.memberPost(her, '/api/Match/AcceptConnectRequest', { requestId })).ok()).toBe(true);

  const herPage = await openSignedIn(her.session);
  await test.step('she keeps three contacts, each shown as she chooses', async () => {
    await herPage.goto('/profile/family');
    const rows: [string, string, string, string][] = [
      ['uncle', 'Mahesh Patel', '9825011111', 'accepted'],
      ['brother', 'Amit Patel', '9825022222', 'on_request'],
      ['aunt', 'Geeta Patel', '9825033333', 'never'],
    ];
    for (const [index, [relation, name, phone, visibility]] of rows.entries()) {
      await herPage.getByTestId('family-contact-add').click();
      await herPage.getByTestId(`family-contact-relation-${index}`).selectOption(relation);
      await herPage.getByTestId(`family-contact-name-${index}`).fill(name);
      await herPage.getByTestId(`family-contact-phone-${index}`).fill(phone);
      await herPage.getByTestId(`family-contact-visibility-${index}`).selectOption(visibility);
    }
    await checkScreen(herPage, 'family-contacts', lang);
    await herPage.getByTestId('family-contacts-save').click();
    await expect(herPage.getByTestId('family-contact-2')).toBeVisible();
    await dismissToasts(herPage);
  });

  const hisPage = await openSignedIn(him.session);
  const openDialog = async () => {
    await hisPage.goto(`/matches/detail/${herId}`);
    await hisPage.getByTestId('contact-family-button').first().click();
    // The parents' phone shows once the dialog has read the family.
    await expect(hisPage.getByTestId('family-phone').first()).toBeVisible();
  };
  await test.step('he sees the uncle at once, asks for more, and never sees the aunt', async () => {
    await openDialog();
    await expect(hisPage.getByTestId('family-contact')).toHaveCount(1);
    await expect(hisPage.getByTestId('family-contacts-dialog')).not.toContainText('9825033333');
    await hisPage.getByTestId('family-contacts-ask').click();
    await expect(hisPage.getByTestId('family-contacts-ask')).toHaveCount(0);
    await checkScreen(hisPage, 'family-contacts-asked', lang);
  });

  await test.step('she agrees; he then sees her brother too, never the aunt', async () => {
    await herPage.reload();
    await herPage.locator('[data-testid^="family-contact-approve-"]').click();
    await expect(herPage.getByTestId('family-contact-asks')).toHaveCount(0);
    await openDialog();
    await expect(hisPage.getByTestId('family-contact')).toHaveCount(2);
    await expect(hisPage.getByTestId('family-contacts-dialog')).toContainText('9825022222');
    await expect(hisPage.getByTestId('family-contacts-dialog')).not.toContainText('9825033333');
    await checkScreen(hisPage, 'family-contacts-shown', lang);
  });
});
