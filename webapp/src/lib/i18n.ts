import { i18n, type Messages } from '@lingui/core';

export const LOCALES = ['gu', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'gu';
export const LOCALE_STORAGE_KEY = 'sagpan.lang';

export const LOCALE_NAMES: Record<Locale, string> = {
  gu: 'ગુજરાતી',
  en: 'English',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language the visitor chose earlier, or Gujarati. Storage can be unavailable (private mode), so it never throws. */
export function storedLocale(): Locale {
  try {
    const value = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

// Each compiled catalog becomes its own chunk, so a visitor downloads only the language they read.
const catalogLoaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  gu: () => import('../locales/gu/messages.ts'),
  en: () => import('../locales/en/messages.ts'),
};

/**
 * The cookie beside the stored choice: the server reads it to send a prerendered public page in this language
 * (api/src/web.rs). It holds nothing but `gu` or `en`.
 */
export const LOCALE_COOKIE = 'sagpan.lang';

function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogLoaders[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  writeLocaleCookie(locale);
}

/** Stores the choice and reloads, so every text and every server answer (Accept-Language) switches together. */
export function switchLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    writeLocaleCookie(locale);
  } catch {
    // Without storage the choice cannot survive the reload; nothing better to do.
  }
  window.location.reload();
}
