import { report } from '../../../api/generated/rules/rules';

/** The report's reason by the shared rule (1 to 2000 characters, after trimming): the text to send, or a rule code. */
export function checkReportReason(value: string): { ok: true; reason: string } | { ok: false; code: string } {
  const reason = value.trim();
  const result = report.safeParse(reason);
  if (result.success) return { ok: true, reason: result.data };
  return { ok: false, code: result.error.issues[0]?.message ?? 'required' };
}
