import { useLingui } from '@lingui/react/macro';
import { SegmentedControl } from '@mantine/core';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '../../lib/i18n';
import { chooseLanguage } from '../../lib/member-language';
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
        if (isLocale(value) && value !== current) void chooseLanguage(value);
      }}
      data={LOCALES.map((locale) => ({
        value: locale,
        label: <span lang={locale}>{LOCALE_NAMES[locale]}</span>,
      }))}
    />
  );
}
