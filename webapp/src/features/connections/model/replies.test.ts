import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { CardConnection } from '../../../api/generated/client';
import { checkNote, threadLines } from './replies';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const request = (more: Partial<CardConnection>): CardConnection => ({
  requestId: 3,
  status: 'sent',
  createdOn: '2026-11-21T10:15:00Z',
  sent: true,
  ...more,
});

describe('threadLines', () => {
  it('tells the sender where an open reply stands, and offers the answer only while a question waits', () => {
    const asked = threadLines(request({ reply: 'need_info', question: 'Where do you live?' }), i18n);
    expect(asked).toMatchObject({
      reply: 'They asked you a question.',
      question: 'Where do you live?',
      mayAnswer: true,
    });
    const answered = threadLines(request({ reply: 'need_info', question: 'Q', answer: 'Surat' }), i18n);
    expect(answered.answer).toBe('Surat');
    expect(threadLines(request({ reply: 'need_time' }), i18n)).toMatchObject({
      mayAnswer: false,
    });
    expect(threadLines(request({ reply: 'need_time' }), i18n).reply).toContain('little time');
  });

  it('shows the receiver her own reply and her private reason, and never the reason to the sender', () => {
    const mine = threadLines(request({ status: 'received', sent: false, reply: 'talking_elsewhere' }), i18n);
    expect(mine.reply).toBe('You said talks are in progress elsewhere.');
    const declined = threadLines(request({ status: 'declined', sent: false, declineReason: 'location' }), i18n);
    expect(declined.privateReason).toBe('Where they live');
    expect(declined.reply).toBeUndefined();
    expect(
      threadLines(request({ status: 'declined', sent: true, declineReason: 'location' }), i18n).privateReason,
    ).toBeUndefined();
  });
});

describe('checkNote', () => {
  it('keeps 1 to 500 characters once trimmed, as the server does', () => {
    expect(checkNote('  Where?  ')).toEqual({ ok: true, text: 'Where?' });
    expect(checkNote('x'.repeat(500))).toEqual({
      ok: true,
      text: 'x'.repeat(500),
    });
    expect(checkNote('x'.repeat(501)).ok).toBe(false);
    expect(checkNote('   ')).toEqual({ ok: false, code: 'required' });
  });
});
