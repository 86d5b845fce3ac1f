import { Trans, useLingui } from '@lingui/react/macro';
import { SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import type { AccountInfo } from '../../../api/generated/client';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../../lib/i18n';
import { chooseLanguage } from '../../../lib/member-language';
import { SectionCard } from './section-card';

/**
 * The member's language (rule 43): the one the server keeps for e-mails, pushes and the bio-data. Changing it here
 * changes this site's language too, as the header's switch does.
 */
export function LanguageCard({ info }: { info: AccountInfo }) {
  const { t } = useLingui();
  const [saving, setSaving] = useState(false);
  const kept = isLocale(info.language) ? info.language : 'gu';
  return (
    <SectionCard
      title={<Trans>Language</Trans>}
      description={
        <Trans>E-mails, notifications on your phone and your bio-data come to you in this language. It is also the language of this site.</Trans>
      }
      testId="account-language"
    >
      <div>
        <SegmentedControl
          radius="xl"
          aria-label={t`Language`}
          disabled={saving}
          value={kept}
          data-testid="account-language-choice"
          data-value={kept}
          onChange={(value) => {
            if (!isLocale(value) || value === kept) return;
            setSaving(true);
            void chooseLanguage(value);
          }}
          data={LOCALES.map((locale) => ({ value: locale, label: <span lang={locale}>{LOCALE_NAMES[locale]}</span> }))}
        />
        <Text size="xs" c="dimmed" mt={6}>
          <Trans>Saved for your account; the page reloads in the language you choose.</Trans>
        </Text>
      </div>
    </SectionCard>
  );
}
