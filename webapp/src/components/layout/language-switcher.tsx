import { useLingui } from '@lingui/react/macro';
import { SegmentedControl } from '@mantine/core';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '../../lib/i18n';
import { useReleaseAdopted } from '../../lib/prerendered';

export function LanguageSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  // A prerendered page's controls here wait until the app has adopted them (lib/prerendered.ts).
  useReleaseAdopted();
  const { i18n, t } = useLingui();
  const current = i18n.locale as Locale;

  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      fullWidth={fullWidth}
      aria-label={t`Language`}
      data-testid="language-switcher"
      value={current}
      onChange={(value) => {
        // The member's language is saved on the server first (lib/member-language.ts, with the API client it needs),
        // loaded when a language is chosen rather than with every public page.
        if (isLocale(value) && value !== current) {
          void import('../../lib/member-language').then((language) => language.chooseLanguage(value));
        }
      }}
      data={LOCALES.map((locale) => ({
        value: locale,
        label: <span lang={locale}>{LOCALE_NAMES[locale]}</span>,
      }))}
    />
  );
}
