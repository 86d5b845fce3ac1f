import { describe, expect, it } from 'vitest';
import { REPORT_MAX } from '../../../api/generated/rules/rules';
import { checkReportReason } from './report';

describe('checkReportReason', () => {
  it('requires a reason, blanks do not count', () => {
    expect(checkReportReason('')).toEqual({ ok: false, code: 'required' });
    expect(checkReportReason('   \n ')).toEqual({ ok: false, code: 'required' });
  });

  it('sends the trimmed reason up to the limit', () => {
    expect(checkReportReason('  Fake photos \n')).toEqual({ ok: true, reason: 'Fake photos' });
    expect(checkReportReason('x'.repeat(REPORT_MAX))).toEqual({ ok: true, reason: 'x'.repeat(REPORT_MAX) });
  });

  it('refuses a longer one', () => {
    expect(checkReportReason('x'.repeat(REPORT_MAX + 1))).toEqual({ ok: false, code: `too_long|${REPORT_MAX}` });
  });
});
