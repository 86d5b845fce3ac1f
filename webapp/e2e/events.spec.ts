// Events of the samaj (docs/rules.md rule 49), through the screens: a moderator sets up a parichay sammelan in
// /admin/events; an approved member finds it on /events, chooses what the booklet shows and registers, and gets event
// number 1; a second member registers (number 2); the organisers' desk lists both by number and downloads the booklet
// in Gujarati and English (saved into SCREENSHOTS_DIR for pdftoppm); she downloads it too, withdraws and comes back
// with her number. On an event held today, two registrants mark each other on the day page (her mark is hers alone
// until he marks her back), the desk sees the pair, and both confirm into a connection. Each screen is checked at both
// widths (and photographed with SCREENSHOTS_DIR). An organiser cancels an event with a reason, and the registrant sees
// it cancelled.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Member, SagpanApi, Session } from './api';
import { at, expect, storedSession, test, type Lang } from './fixtures';
import { checkScreen, DESKTOP } from './screens';
import { portraitPng } from './api';
import { dismissToasts, signInWithPassword, typeDate } from './ui';

const TEXT: Record<Lang, { nameGu: string; nameEn: string; venue: string; role: string; contact: string }> = {
  en: {
    nameGu: 'કડવા પાટીદાર પરિચય સંમેલન',
    nameEn: 'Kadva Patidar parichay sammelan',
    venue: 'Umiya Mataji temple hall, Unjha',
    role: 'President',
    contact: 'Rameshbhai Patel, 98250 12345',
  },
  gu: {
    nameGu: 'કડવા પાટીદાર પરિચય સંમેલન',
    nameEn: 'Kadva Patidar parichay sammelan',
    venue: 'ઉમિયા માતાજી મંદિર હોલ, ઊંઝા',
    role: 'પ્રમુખ',
    contact: 'રમેશભાઈ પટેલ, 98250 12345',
  },
};

/** Presses the button and answers the PDF it downloads, checked to be one; kept in SCREENSHOTS_DIR when set. */
async function pdfBy(page: Page, testId: string, keepAs: string): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/^booklet-\d+-(gu|en)\.pdf$/);
  if (process.env.SCREENSHOTS_DIR) await writeFile(path.join(process.env.SCREENSHOTS_DIR, keepAs), bytes);
  return bytes;
}

/** A day `days` from today in India, as the form takes it (DD-MM-YYYY). */
function day(days: number): string {
  const india = new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000);
  const dd = `${india.getUTCDate()}`.padStart(2, '0');
  const mm = `${india.getUTCMonth() + 1}`.padStart(2, '0');
  return `${dd}-${mm}-${india.getUTCFullYear()}`;
}

test('a moderator sets up a sammelan; members register with event numbers and the desk lists them', async ({
  lang,
  api,
  newIdentity,
  approvedMember: her,
  moderator,
  newContext,
  openSignedIn,
}) => {
  test.slow();
  // The two projects share one server: each run's event has a name of its own.
  const stamp = `${lang} ${Date.now() % 100_000}`;
  const nameEn = `${TEXT[lang].nameEn} ${stamp}`;
  const nameGu = `${TEXT[lang].nameGu} ${stamp}`;
  const him = await api.approvedMember(newIdentity(), moderator.session, { male: true });
  const mod = await (await newContext({ viewport: DESKTOP })).newPage();
  await signInWithPassword(mod, moderator.email, moderator.password);
  await expect(mod).toHaveURL(at('/admin'));

  let eventId = 0;
  await test.step('the moderator sets up the event', async () => {
    await mod.goto('/admin/events');
    await expect(mod.getByTestId('admin-events')).toBeVisible();
    await mod.getByTestId('new-event').click();
    await expect(mod.getByTestId('event-form')).toBeVisible();
    await mod.getByTestId('event-name-gu').fill(nameGu);
    await mod.getByTestId('event-name-en').fill(nameEn);
    for (const [id, days] of [
      ['event-held-on', 10],
      ['event-opens-on', -2],
      ['event-closes-on', 9],
    ] as const) {
      await mod.getByTestId(id).fill(day(days));
      await mod.getByTestId(id).press('Tab');
    }
    await mod.getByTestId('event-venue').fill(TEXT[lang].venue);
    await mod.getByTestId('event-committee-name-0').fill(TEXT[lang].contact.split(',')[0]);
    await mod.getByTestId('event-committee-role-0').fill(TEXT[lang].role);
    await mod.getByTestId('event-capacity').fill('200');
    await mod.getByTestId('event-contact').fill(TEXT[lang].contact);
    await checkScreen(mod, 'admin-event-form', lang);
    await mod.getByTestId('event-save').click();
    await expect(mod).toHaveURL(/\/admin\/events\/\d+$/);
    eventId = Number(new URL(mod.url()).pathname.split('/').pop());
    await expect(mod.getByTestId('event-registrants-count')).toHaveAttribute('data-count', '0');
    await dismissToasts(mod);
  });

  const page = await openSignedIn(her.session);
  await test.step('she finds it on the events page and registers, showing only the desk', async () => {
    await page.goto('/events');
    const card = page.getByTestId('event-card').filter({ hasText: lang === 'gu' ? nameGu : nameEn });
    await expect(card).toBeVisible();
    await checkScreen(page, 'events', lang);
    await card.getByTestId('event-card-name').click();
    await expect(page).toHaveURL(at(`/events/${eventId}`));
    await expect(page.getByTestId('event-detail')).toContainText(TEXT[lang].venue);
    await page.getByTestId('choice-contact-desk').check();
    await checkScreen(page, 'event-detail', lang);
    await page.getByTestId('register-button').click();
    await expect(page.getByTestId('event-number')).toHaveText(/\b1\b/);
    await dismissToasts(page);
    await checkScreen(page, 'event-registered', lang);
  });

  await test.step('he registers too (number 2), and the desk lists both by number', async () => {
    const r = await api.memberPost(him, `/api/Event/${eventId}/Register`, {
      showPhoto: true,
      contact: 'family',
      showIncome: false,
    });
    expect(r.status()).toBe(200);
    expect((await r.json()).registration.eventNumber).toBe(2);
    await mod.reload();
    await expect(mod.getByTestId('registrant-row')).toHaveCount(2);
    await expect(mod.getByTestId('registrant-row').first()).toContainText(her.session.user.profileId);
    await checkScreen(mod, 'admin-event', lang);
    for (const booklet of ['gu', 'en'] as const) {
      await pdfBy(mod, `booklet-${booklet}`, `booklet-${lang}-page-${booklet}.pdf`);
    }
    // The desk's spreadsheet in Gujarati: both by number, her contact only through the desk.
    const [download] = await Promise.all([mod.waitForEvent('download'), mod.getByTestId('spreadsheet-gu').click()]);
    expect(download.suggestedFilename()).toBe(`registrants-${eventId}-gu.csv`);
    const sheet = (await readFile(await download.path())).toString('utf8');
    const lines = sheet.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('કન્યા કે વર');
    expect(lines[1]).toMatch(/^1,/);
    expect(lines[1]).toContain('આયોજકોના ટેબલ મારફતે');
    expect(lines[2]).toMatch(/^2,/);
  });

  await test.step('she downloads the booklet from her registration', async () => {
    await pdfBy(page, `booklet-${lang}`, `booklet-${lang}-registrant.pdf`);
  });

  await test.step('she withdraws and registers again: the same number', async () => {
    await page.getByTestId('withdraw-button').click();
    await page.getByTestId('withdraw-confirm').click();
    await expect(page.getByTestId('register-button')).toBeVisible();
    await page.getByTestId('register-button').click();
    await expect(page.getByTestId('event-number')).toHaveText(/\b1\b/);
  });
});

/** A day `days` from today in India, as the API takes it (YYYY-MM-DD). */
function isoDay(days: number): string {
  return new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * An event set up by its organiser through the API (the moderator's of the whole samaj, or a volunteer's of
 * `villageId`), held `heldIn` days from today with registration open from 3 days ago until its day, and `members`
 * registered in order (numbers 1, 2, ...) showing only the desk; its id.
 */
async function eventByApi(
  api: SagpanApi,
  organiser: Session,
  lang: Lang,
  heldIn: number,
  members: Member[],
  villageId?: number,
): Promise<number> {
  const stamp = `${lang} ${Date.now() % 100_000}`;
  const created = await api.moderatorPost(organiser, lang, '/api/Admin/Events', {
    nameGu: `${TEXT[lang].nameGu} ${stamp}`,
    nameEn: `${TEXT[lang].nameEn} ${stamp}`,
    heldOn: isoDay(heldIn),
    venue: TEXT[lang].venue,
    committee: [{ name: TEXT[lang].contact.split(',')[0], role: TEXT[lang].role }],
    opensOn: isoDay(-3),
    closesOn: isoDay(heldIn),
    openTo: 'both',
    communityIds: [],
    golIds: [],
    maritalStatuses: [],
    capacity: 50,
    contact: TEXT[lang].contact,
    ...(villageId ? { villageId } : {}),
  });
  expect(created.status()).toBe(200);
  const eventId: number = (await created.json()).eventId;
  for (const member of members) {
    const r = await api.memberPost(member, `/api/Event/${eventId}/Register`, {
      showPhoto: false,
      contact: 'desk',
      showIncome: false,
    });
    expect(r.status()).toBe(200);
  }
  return eventId;
}

test('on the day two registrants mark each other, the desk sees the pair, and both confirm into a connection', async ({
  lang,
  api,
  newIdentity,
  approvedMember: her,
  moderator,
  newContext,
  openSignedIn,
}) => {
  test.slow();
  const him = await api.approvedMember(newIdentity(), moderator.session, { male: true });
  const eventId = await eventByApi(api, moderator.session, lang, 0, [her, him]);

  const page = await openSignedIn(her.session);
  await test.step('she opens the day page from her registration and marks his number: hers alone', async () => {
    await page.goto(`/events/${eventId}`);
    await expect(page.getByTestId('day-page-link')).toBeVisible();
    await checkScreen(page, 'event-detail-day', lang);
    await page.getByTestId('day-page-link').click();
    await expect(page).toHaveURL(at(`/events/${eventId}/day`));
    await expect(page.getByTestId('day-event-number')).toHaveText('1');
    await expect(page.getByTestId('day-marks-empty')).toBeVisible();
    await checkScreen(page, 'event-day', lang);
    await page.getByTestId('day-number-input').fill('1');
    await page.getByTestId('day-mark-button').click();
    // Her own number is no one for her to meet: the server's words, in her language.
    await expect(page.getByTestId('day-mark-form').getByTestId('problem-alert')).toContainText(
      lang === 'gu' ? 'કોઈ કન્યા કે મુરતિયાનો નથી' : 'No bride or groom for you has this number',
    );
    await expect(page.getByTestId('day-mark')).toHaveCount(0);
    await page.getByTestId('day-number-input').fill('2');
    await page.getByTestId('day-mark-button').click();
    await expect(page.getByTestId('day-mark')).toHaveAttribute('data-state', 'marked');
    await dismissToasts(page);
    await checkScreen(page, 'event-day-marked', lang);
  });

  const his = await openSignedIn(him.session);
  await test.step('he sees nothing of her mark until he marks her back: then it is mutual for both', async () => {
    await his.goto(`/events/${eventId}/day`);
    await expect(his.getByTestId('day-marks-empty')).toBeVisible();
    await his.getByTestId('day-number-input').fill('1');
    await his.getByTestId('day-mark-button').click();
    await expect(his.getByTestId('day-mark')).toHaveAttribute('data-state', 'mutual');
    await page.reload();
    await expect(page.getByTestId('day-mark')).toHaveAttribute('data-state', 'mutual');
    await dismissToasts(his);
    await checkScreen(his, 'event-day-mutual', lang);
  });

  const mod = await (await newContext({ viewport: DESKTOP })).newPage();
  await signInWithPassword(mod, moderator.email, moderator.password);
  await expect(mod).toHaveURL(at('/admin'));
  await test.step('the desk sees the pair, bride and groom by number', async () => {
    await mod.goto(`/admin/events/${eventId}`);
    const row = mod.getByTestId('mutual-row');
    await expect(row).toHaveAttribute('data-bride', '1');
    await expect(row).toHaveAttribute('data-groom', '2');
    await expect(mod.getByTestId('event-day-counts')).toHaveAttribute('data-pairs', '1');
    await checkScreen(mod, 'admin-event-day', lang);
  });

  await test.step('both confirm: connected, and his profile opens from her page', async () => {
    await page.getByTestId('day-confirm-button').click();
    await expect(page.getByTestId('day-mark')).toHaveAttribute('data-state', 'confirmed');
    await his.reload();
    await his.getByTestId('day-confirm-button').click();
    await expect(his.getByTestId('day-mark')).toHaveAttribute('data-state', 'connected');
    await page.reload();
    await expect(page.getByTestId('day-mark')).toHaveAttribute('data-state', 'connected');
    await dismissToasts(page);
    await checkScreen(page, 'event-day-connected', lang);
    await page.getByTestId('day-open-profile').click();
    await expect(page).toHaveURL(at(`/matches/detail/${him.session.user.memberId}`));
    await mod.reload();
    await expect(mod.getByTestId('mutual-row')).toHaveAttribute('data-connected', 'true');
  });
});

test('an organiser cancels an event with a reason, and the registrant sees it cancelled on her event', async ({
  lang,
  api,
  approvedMember: her,
  moderator,
  newContext,
  openSignedIn,
}) => {
  const eventId = await eventByApi(api, moderator.session, lang, 10, [her]);
  const reason = lang === 'gu' ? 'હોલનું સમારકામ ચાલે છે; નવી તારીખ જણાવીશું.' : 'The hall is being repaired; a new date will follow.';

  const mod = await (await newContext({ viewport: DESKTOP })).newPage();
  await signInWithPassword(mod, moderator.email, moderator.password);
  await expect(mod).toHaveURL(at('/admin'));
  await mod.goto(`/admin/events/${eventId}`);
  await mod.getByTestId('cancel-event-button').click();
  // No reason: the shared rule's words, and nothing sent.
  await mod.getByTestId('cancel-event-confirm').click();
  await expect(mod.getByTestId('cancel-event-reason')).toHaveAttribute('aria-invalid', 'true');
  await mod.getByTestId('cancel-event-reason').fill(reason);
  await checkScreen(mod, 'admin-event-cancel', lang);
  await mod.getByTestId('cancel-event-confirm').click();
  await expect(mod.getByTestId('event-cancelled')).toContainText(reason);
  await expect(mod.getByTestId('event-form')).toHaveCount(0);
  await dismissToasts(mod);
  await checkScreen(mod, 'admin-event-cancelled', lang);

  const page = await openSignedIn(her.session);
  await page.goto(`/events/${eventId}`);
  await expect(page.getByTestId('event-detail')).toHaveAttribute('data-standing', 'cancelled');
  await expect(page.getByTestId('registration-note')).toContainText(reason);
  await expect(page.getByTestId('register-button')).toHaveCount(0);
  await checkScreen(page, 'event-cancelled', lang);
});

/** ઐઠોર (Aithor), the native village of the test families, in the reference list. */
const AITHOR = 24;

const PAPER: Record<Lang, { first: string; last: string; reason: string }> = {
  en: { first: 'Hetal', last: 'Patel', reason: 'The signature is not on the page.' },
  gu: { first: 'હેતલ', last: 'પટેલ', reason: 'પાના પર સહી દેખાતી નથી.' },
};

test('a volunteer enters a family’s paper form; signed on paper and checked, the person reaches the booklet', async ({
  lang,
  api,
  newIdentity,
  approvedMember: her,
  moderator,
  newContext,
  openSignedIn,
  outbox,
}) => {
  test.slow();
  const volunteer = await api.approvedMember(newIdentity(), moderator.session, { male: true });
  const appointed = await api.moderatorPost(moderator.session, lang, '/api/Admin/Volunteer/Appoint', {
    profileId: volunteer.session.user.profileId,
    villageIds: [AITHOR],
  });
  expect(appointed.status()).toBe(200);
  const eventId = await eventByApi(api, volunteer.session, lang, 10, [her], AITHOR);
  const family = newIdentity();
  const { first, last, reason } = PAPER[lang];
  const page = await openSignedIn(volunteer.session);

  await test.step('the volunteer types the form in; the family gets number 2 and the wizard opens for it', async () => {
    await page.goto(`/admin/events/${eventId}`);
    await page.getByTestId('paper-form-open').click();
    await page.getByTestId('paper-submit').click();
    // Nothing typed: each field says what it needs, and nothing is sent.
    await expect(page.getByTestId('paper-first-name')).toHaveAttribute('aria-invalid', 'true');
    await page.getByTestId('paper-first-name').fill(first);
    await page.getByTestId('paper-last-name').fill(last);
    await page.getByTestId('paper-gender-female').check();
    await typeDate(page, 'paper-birth-date', '14-05-2001');
    await page.getByTestId('paper-created-by').selectOption('mother');
    await page.getByTestId('paper-email').fill(family.email);
    await page.getByTestId('paper-phone').fill(family.phone);
    await page.getByTestId('paper-photo').check();
    await checkScreen(page, 'paper-form', lang);
    await page.getByTestId('paper-submit').click();
    await expect(page).toHaveURL(at('/create-profile'));
    await expect(page.getByTestId('acting-banner')).toContainText(first);
    await checkScreen(page, 'paper-form-wizard', lang);
  });

  await test.step('entered as the form gives it, the profile waits for her own consent', async () => {
    const acting = await storedSession(page);
    if (!acting) throw new Error('no session');
    expect(acting.user.manager?.relation).toBe('volunteer');
    const person = { ...family, firstName: first, lastName: last, lang, session: acting, lastCodeAt: 0 };
    await api.completeProfile(person, { steps: 3 });
    await api.uploadPhoto(person);
    await page.reload();
    await expect(page.getByTestId('consent-panel')).toBeVisible();
    await checkScreen(page, 'paper-form-consent', lang);
    await page.getByTestId('acting-banner-back').click();
    await expect(page).toHaveURL(at('/admin/events'));
    await expect(page.getByTestId('acting-banner')).toHaveCount(0);
  });

  await test.step('the family chooses a password for its address and sees the volunteer on its family page', async () => {
    const theirs = await (await newContext()).newPage();
    await theirs.goto('/auth/forgot-password');
    await theirs.getByTestId('forgot-email').fill(family.email);
    await theirs.getByTestId('forgot-submit').click();
    await expect(theirs).toHaveURL(at('/auth/new-password'));
    const code = await outbox.waitForCode(family.email);
    await theirs.getByTestId('reset-otp').fill(code);
    await theirs.getByTestId('reset-password').fill(family.password);
    await theirs.getByTestId('reset-confirm-password').fill(family.password);
    await theirs.getByTestId('reset-submit').click();
    await expect(theirs).toHaveURL(at('/auth/login'));
    await signInWithPassword(theirs, family.email, family.password);
    await expect(theirs).toHaveURL(at('/create-profile'));
    await theirs.goto('/profile/family');
    const card = theirs.locator('[data-testid^="family-manager-volunteer-"]');
    await expect(card).toBeVisible();
    await expect(theirs.locator('[data-testid^="family-manager-save-"]')).toHaveCount(0);
    await checkScreen(theirs, 'paper-form-family', lang);
  });

  const row = page.locator('[data-testid="paper-row"][data-event-number="2"]');
  const mod = await (await newContext({ viewport: DESKTOP })).newPage();
  await signInWithPassword(mod, moderator.email, moderator.password);
  await expect(mod).toHaveURL(at('/admin'));
  const card = mod.locator('[data-testid="admin-check"][data-kind="consent"]', { hasText: first });

  await test.step('the photo of the signed form goes to the moderators, who refuse an unclear one', async () => {
    await page.goto(`/admin/events/${eventId}`);
    await expect(row.getByTestId('paper-stage')).toHaveAttribute('data-stage', 'consent');
    await row.locator('input[type=file]').setInputFiles({
      name: 'consent.png',
      mimeType: 'image/png',
      buffer: portraitPng(600, 800),
    });
    await expect(row.getByTestId('paper-consent-pending')).toBeVisible();
    await dismissToasts(page);
    await checkScreen(page, 'paper-forms', lang);
    await mod.goto('/admin/checks');
    await expect(card).toHaveCount(1);
    await checkScreen(mod, 'admin-checks-consent', lang);
    await card.getByTestId('admin-check-decline').click();
    await mod.getByTestId('admin-reason-input').fill(reason);
    await mod.getByTestId('admin-reason-confirm').click();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(row.getByTestId('paper-consent-refused')).toContainText(reason);
  });

  await test.step('sent again and accepted: her consent counts, and approved she is in the desk’s spreadsheet', async () => {
    await row.locator('input[type=file]').setInputFiles({
      name: 'consent.png',
      mimeType: 'image/png',
      buffer: portraitPng(600, 800),
    });
    await expect(row.getByTestId('paper-consent-pending')).toBeVisible();
    await mod.goto('/admin/checks');
    await card.getByTestId('admin-check-approve').click();
    await mod.getByTestId('admin-check-approve-confirm').click();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(row.getByTestId('paper-consented')).toBeVisible();
    await expect(row.getByTestId('paper-stage')).toHaveAttribute('data-stage', 'review');
    await expect(row.getByTestId('paper-continue')).toHaveCount(0);
    // The moderators find the finished profile in their queue and approve it.
    await mod.goto('/admin/queue');
    await mod.locator('[data-testid="admin-queue-item"]', { hasText: first }).click();
    await mod.getByTestId('admin-approve').click();
    await mod.getByTestId('admin-approve-confirm').click();
    await expect(mod.locator('[data-testid="admin-member-status"][data-status="3"]')).toBeVisible();
    await page.reload();
    await expect(row.getByTestId('paper-stage')).toHaveAttribute('data-stage', 'approved');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('spreadsheet-en').click()]);
    const sheet = await readFile(await download.path(), 'utf8');
    expect(sheet.split('\n').some((line) => line.startsWith(`2,${first} ${last},`))).toBe(true);
    for (const booklet of ['gu', 'en'] as const) {
      await pdfBy(page, `booklet-${booklet}`, `booklet-${lang}-paper-${booklet}.pdf`);
    }
    await checkScreen(page, 'paper-forms-approved', lang);
  });
});
