const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "5 minutes ago" / "૫ મિનિટ પહેલાં" for an ISO time, in the page's language; '' for a missing or bad time. */
export function relativeTime(iso: string | undefined | null, locale: string, now: number = Date.now()): string {
  if (!iso) return '';
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return '';
  const seconds = Math.round((at - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      const text = format.format(Math.trunc(seconds / size), unit);
      // ICU spells the second "સેકંડ"; the app's own texts (and Gujarati usage) write "સેકન્ડ".
      return locale === 'gu' ? text.replaceAll('સેકંડ', 'સેકન્ડ') : text;
    }
  }
  return '';
}

/**
 * An ISO time written out in the page's language with Indian conventions (gu-IN, en-IN) and the browser's time zone;
 * '' for a missing or bad time.
 */
export function formatTime(iso: string | undefined | null, locale: string, options: Intl.DateTimeFormatOptions): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return new Intl.DateTimeFormat(locale === 'gu' ? 'gu-IN' : 'en-IN', options).format(at);
}

/** A date and time for lists (e.g. 21 Nov 2026, 10:15) in the page's language and the browser's time zone. */
export function dateTime(iso: string | undefined | null, locale: string): string {
  // 24-hour time: gu-IN's 12-hour form would leave "PM" in English on a Gujarati page.
  return formatTime(iso, locale, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });
}
