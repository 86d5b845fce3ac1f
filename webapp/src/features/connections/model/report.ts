import type { ReportCategory } from '../../../api/generated/client';
import { report } from '../../../api/generated/rules/rules';

/**
 * The report's words by the shared rule (1 to 2000 characters, after trimming): the text to send, nothing when the
 * category speaks for itself and nothing was written (only `other` needs words), or a rule code.
 */
export function checkReportReason(
  value: string,
  category: ReportCategory = 'other',
): { ok: true; reason: string | undefined } | { ok: false; code: string } {
  const reason = value.trim();
  if (reason === '' && category !== 'other') return { ok: true, reason: undefined };
  const result = report.safeParse(reason);
  if (result.success) return { ok: true, reason: result.data };
  return { ok: false, code: result.error.issues[0]?.message ?? 'required' };
}
