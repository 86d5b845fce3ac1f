export const FOUNDING_YEAR = 2019;

/** "2019–2026": from the founding year to the current one, computed so it never goes stale. */
export function copyrightYears(now: Date = new Date()): string {
  const year = now.getFullYear();
  return year > FOUNDING_YEAR ? `${FOUNDING_YEAR}–${year}` : `${FOUNDING_YEAR}`;
}
