import { useLingui } from '@lingui/react/macro';
import { Fragment, useId } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '../../lib/i18n';
import { useReleaseAdopted } from '../../lib/prerendered';
import classes from './language-switcher.module.css';

/**
 * The language choice in the headers: the browser's own radio buttons (arrow keys move between them), drawn as a pill.
 * Mantine's SegmentedControl measured its indicator's place as it appeared, laying out the whole page in the middle of
 * its first render on every page (target Q7).
 */
export function LanguageSwitcher() {
  // A prerendered page's controls here wait until the app has adopted them (lib/prerendered.ts).
  useReleaseAdopted();
  const { i18n, t } = useLingui();
  const current = i18n.locale as Locale;
  const id = useId();

  const choose = (value: string) => {
    // The member's language is saved on the server first (lib/member-language.ts, with the API client it needs),
    // loaded when a language is chosen rather than with every public page.
    if (isLocale(value) && value !== current) {
      void import('../../lib/member-language').then((language) => language.chooseLanguage(value));
    }
  };

  return (
    <div
      role="radiogroup"
      aria-label={t`Language`}
      className={classes.root}
      data-testid="language-switcher"
    >
      {LOCALES.map((locale) => (
        <Fragment key={locale}>
          <input
            type="radio"
            className={classes.input}
            id={`${id}-${locale}`}
            name={id}
            value={locale}
            checked={locale === current}
            onChange={(event) => choose(event.currentTarget.value)}
          />
          <label className={classes.label} htmlFor={`${id}-${locale}`} lang={locale}>
            {LOCALE_NAMES[locale]}
          </label>
        </Fragment>
      ))}
    </div>
  );
}
