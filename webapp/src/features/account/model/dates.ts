/** The Intl locale of the page's language: Indian conventions in both. */
const intlLocale = (locale: string) => (locale === 'gu' ? 'gu-IN' : 'en-IN');

/** A day such as "21 November 2026" (member since), in the page's language; '' for a missing or bad time. */
export function longDate(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long' }).format(at);
}
