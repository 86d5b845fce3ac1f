// Support tickets (document 001's /ticket, rule 33), in each language on a phone:
// - an approved member opens a ticket with a picture attached; it is listed as open and its page shows the picture;
// - a moderator answers and closes it (through the API: the moderators' screens have their own spec); the member
//   reads the answer and, under "Still have a problem?", replies, which opens the ticket again;
// - a member whose profile still awaits approval reaches the tickets too (every status may ask for help).
// Each screen is checked for overflow at the phone's width (and at both widths with SCREENSHOTS_DIR).
import type { Page } from '@playwright/test';
import { portraitPng } from './api';
import { at, expect, test, type Lang } from './fixtures';
import { checkScreen } from './screens';
import { dismissToasts } from './ui';

const TEXT: Record<Lang, { topic: string; message: string; answer: string; again: string; stillProblem: string }> = {
  en: {
    topic: 'My profile photo does not show',
    message: 'I uploaded a photo yesterday but my profile still shows the grey picture. A screenshot is attached.',
    answer: 'Thank you. Please upload the photo once more; the first file could not be read.',
    again: 'I uploaded it again and it still does not show.',
    stillProblem: 'Still have a problem?',
  },
  gu: {
    topic: 'મારી પ્રોફાઇલનો ફોટો દેખાતો નથી',
    message: 'મેં ગઈકાલે ફોટો અપલોડ કર્યો, પણ મારી પ્રોફાઇલ પર હજુ ભૂખરું ચિત્ર જ દેખાય છે. સ્ક્રીનશૉટ જોડ્યો છે.',
    answer: 'આભાર. કૃપા કરીને ફોટો ફરી એક વાર અપલોડ કરો; પહેલી ફાઇલ વાંચી શકાઈ નહોતી.',
    again: 'મેં ફરી અપલોડ કર્યો, છતાં ફોટો હજુ દેખાતો નથી.',
    stillProblem: 'હજુ પણ સમસ્યા છે?',
  },
};

/** The id of the ticket whose page is open (/ticket/<id>). */
function ticketIdOf(page: Page): number {
  const match = /\/ticket\/(\d+)(?:[?#].*)?$/.exec(page.url());
  if (!match) throw new Error(`not a ticket's page: ${page.url()}`);
  return Number(match[1]);
}

test('a ticket with a picture, answered and closed by a moderator, opened again with "still have a problem"', async ({
  lang,
  request,
  approvedMember: her,
  moderator,
  openSignedIn,
}) => {
  test.slow();
  const text = TEXT[lang];
  const page = await openSignedIn(her.session);
  const screenshot = portraitPng(60, 80);
  let ticketId = 0;

  await test.step('her tickets: none yet', async () => {
    await page.goto('/ticket');
    await expect(page.getByTestId('ticket-list-page')).toBeVisible();
    await expect(page.getByTestId('ticket-list-empty')).toBeVisible();
    await checkScreen(page, 'tickets-empty', lang);
  });

  await test.step('she opens a ticket with a picture attached and lands on its page', async () => {
    await page.getByTestId('ticket-new').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByTestId('ticket-topic').fill(text.topic);
    await page.getByTestId('ticket-message').fill(text.message);
    await page
      .getByTestId('ticket-attachments')
      .setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: screenshot });
    await expect(page.getByTestId('ticket-attachments-file')).toHaveCount(1);
    await expect(page.getByTestId('ticket-attachments-file')).toContainText('screenshot.png');
    await checkScreen(page, 'ticket-new', lang);
    await page.getByTestId('ticket-submit').click();

    await expect(page).toHaveURL(/\/ticket\/\d+$/);
    ticketId = ticketIdOf(page);
    await expect(page.locator('.mantine-Notification-root').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('ticket-title')).toHaveText(text.topic);
    await expect(page.getByTestId('ticket-status')).toHaveAttribute('data-status', 'open');
    await dismissToasts(page);
  });

  await test.step('her ticket’s page shows her message and the picture, which opens', async () => {
    const messages = page.getByTestId('ticket-thread-message');
    await expect(messages).toHaveCount(1);
    await expect(messages.first()).toHaveAttribute('data-from', 'member');
    await expect(messages.first().getByTestId('ticket-thread-body')).toHaveText(text.message);
    const picture = messages.first().locator('[data-testid="ticket-attachment"][data-kind="picture"]');
    await expect(picture).toHaveCount(1);
    const image = picture.getByTestId('ticket-attachment-picture');
    await expect(image).toBeVisible();
    // The thumbnail really loaded through its signed link.
    const loadedWidth = () => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
    await expect.poll(loadedWidth).toBeGreaterThan(0);
    const href = await picture.getAttribute('href');
    expect(href).toMatch(/^\/api\/Attachment\/\d+\?/);
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    await checkScreen(page, 'ticket-open', lang);
  });

  await test.step('the list shows it as open', async () => {
    await page.getByTestId('ticket-back').click();
    await expect(page).toHaveURL(at('/ticket'));
    const row = page.locator(`[data-testid="ticket-row"][data-ticket-id="${ticketId}"]`);
    await expect(row).toBeVisible();
    await expect(row).toHaveAttribute('data-status', 'open');
    await expect(row.getByTestId('ticket-row-topic')).toHaveText(text.topic);
    await expect(row.getByTestId('ticket-status')).toHaveAttribute('data-status', 'open');
    await checkScreen(page, 'tickets', lang);
  });

  await test.step('a moderator answers and closes the ticket', async () => {
    const answer = await request.post('/api/Admin/Ticket/Answer', {
      headers: { 'Accept-Language': lang, Authorization: `Bearer ${moderator.session.accessToken}` },
      multipart: { ticketId: String(ticketId), message: text.answer, close: 'true' },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  });

  await test.step('she reads the answer; the closed ticket asks "Still have a problem?"', async () => {
    await page.goto(`/ticket/${ticketId}`);
    await expect(page.getByTestId('ticket-status')).toHaveAttribute('data-status', 'closed');
    const messages = page.getByTestId('ticket-thread-message');
    await expect(messages).toHaveCount(2);
    await expect(messages.nth(1)).toHaveAttribute('data-from', 'team');
    await expect(messages.nth(1).getByTestId('ticket-thread-body')).toHaveText(text.answer);
    await expect(page.getByTestId('ticket-reply-form')).toHaveAttribute('data-mode', 'reopen');
    await expect(page.getByTestId('ticket-reply-title')).toHaveText(text.stillProblem);
    await checkScreen(page, 'ticket-closed', lang);
  });

  await test.step('she replies, and the ticket is open again', async () => {
    await page.getByTestId('ticket-reply').fill(text.again);
    await page.getByTestId('ticket-reply-submit').click();
    await expect(page.locator('.mantine-Notification-root').first()).toBeVisible();
    await expect(page.getByTestId('ticket-status')).toHaveAttribute('data-status', 'open');
    const messages = page.getByTestId('ticket-thread-message');
    await expect(messages).toHaveCount(3);
    await expect(messages.nth(2)).toHaveAttribute('data-from', 'member');
    await expect(messages.nth(2).getByTestId('ticket-thread-body')).toHaveText(text.again);
    await expect(page.getByTestId('ticket-reply-form')).toHaveAttribute('data-mode', 'add');
    await expect(page.getByTestId('ticket-reply')).toHaveValue('');
    await dismissToasts(page);

    // After a reload too, and in the list.
    await page.reload();
    await expect(page.getByTestId('ticket-status')).toHaveAttribute('data-status', 'open');
    await page.goto('/ticket');
    const row = page.locator(`[data-testid="ticket-row"][data-ticket-id="${ticketId}"]`);
    await expect(row).toHaveAttribute('data-status', 'open');
  });
});

test('a member whose profile awaits approval reaches the tickets too', async ({ profiledMember, openSignedIn }) => {
  const page = await openSignedIn(profiledMember.session);
  await page.goto('/ticket');
  await expect(page).toHaveURL(at('/ticket'));
  await expect(page.getByTestId('ticket-list-page')).toBeVisible();
  await expect(page.getByTestId('ticket-new')).toBeVisible();
});
