import { describe, expect, it } from 'vitest';
import { REPORT_MAX } from '../../../api/generated/rules/rules';
import { checkReportReason } from './report';

describe('checkReportReason', () => {
  it('requires words for "other", blanks do not count', () => {
    expect(checkReportReason('')).toEqual({ ok: false, code: 'required' });
    expect(checkReportReason('   \n ', 'other')).toEqual({ ok: false, code: 'required' });
  });

  it('lets another category go without words', () => {
    expect(checkReportReason('  ', 'fake_profile')).toEqual({ ok: true, reason: undefined });
    expect(checkReportReason(' Sent a link to pay ', 'asks_for_money')).toEqual({ ok: true, reason: 'Sent a link to pay' });
  });

  it('sends the trimmed reason up to the limit', () => {
    expect(checkReportReason('  Fake photos \n')).toEqual({ ok: true, reason: 'Fake photos' });
    expect(checkReportReason('x'.repeat(REPORT_MAX))).toEqual({ ok: true, reason: 'x'.repeat(REPORT_MAX) });
  });

  it('refuses a longer one, whatever the category', () => {
    expect(checkReportReason('x'.repeat(REPORT_MAX + 1))).toEqual({ ok: false, code: `too_long|${REPORT_MAX}` });
    expect(checkReportReason('x'.repeat(REPORT_MAX + 1), 'abusive')).toEqual({ ok: false, code: `too_long|${REPORT_MAX}` });
  });
});
