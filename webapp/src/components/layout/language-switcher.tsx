import { useLingui } from '@lingui/react/macro';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../lib/i18n';
import { useReleaseAdopted } from '../../lib/prerendered';
import { PillChoice } from '../pill-choice';

const OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale], lang: locale }));

/** The language choice in the headers, a pill of the two languages (each named in itself). */
export function LanguageSwitcher() {
  // A prerendered page's controls here wait until the app has adopted them (lib/prerendered.ts).
  useReleaseAdopted();
  const { i18n, t } = useLingui();
  const current = i18n.locale as Locale;

  const choose = (value: Locale) => {
    // The member's language is saved on the server first (lib/member-language.ts, with the API client it needs),
    // loaded when a language is chosen rather than with every public page.
    if (value !== current) {
      void import('../../lib/member-language').then((language) => language.chooseLanguage(value));
    }
  };

  return (
    <PillChoice
      options={OPTIONS}
      value={current}
      onChange={choose}
      size="xs"
      aria-label={t`Language`}
      data-testid="language-switcher"
    />
  );
}
