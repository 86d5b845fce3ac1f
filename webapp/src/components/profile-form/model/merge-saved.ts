import type { MemberDetail } from '../../../api/generated/client';

/** The saved values merged into the cached member detail, so Previous shows them without another call. */
export function mergeSaved(
  detail: MemberDetail | undefined,
  saved: object,
  wizardStep: number,
): MemberDetail | undefined {
  if (!detail) return detail;
  const clean = Object.fromEntries(Object.entries(saved).map(([key, value]) => [key, value ?? undefined]));
  return { ...detail, ...clean, wizardStep: Math.max(detail.wizardStep, wizardStep) };
}
