import { OpenAPI } from '../api/generated/client';
import { DEFAULT_LOCALE, type Locale } from './i18n';

let currentLocale: Locale = DEFAULT_LOCALE;

/**
 * Every call tells the server which language to answer in (messages, e-mails, lookup names). The language only changes
 * with a page reload, so setting it once at start-up is enough.
 */
export function configureApiClient(locale: Locale): void {
  currentLocale = locale;
  OpenAPI.HEADERS = { 'Accept-Language': locale };
}

/**
 * The language for operations that declare Accept-Language as a parameter: the generated client gives that parameter
 * a default ('gu') which would override OpenAPI.HEADERS, so such calls pass this explicitly.
 */
export function apiLocale(): Locale {
  return currentLocale;
}

/** For the few calls made outside the generated client (e.g. downloads): same language header. */
export function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Accept-Language', currentLocale);
  return fetch(input, { ...init, headers });
}
