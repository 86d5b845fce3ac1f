import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import type { PartnerPreference } from '../../../api/generated/client';
import { ProblemAlert } from '../../../components/problem-alert';
import {
  EMPTY_PREFERENCES,
  PREFERENCE_FIELDS,
  buildPreferencePayload,
  preferenceValuesFrom,
  validatePreferences,
  type PreferenceValues,
} from '../../../components/preference-fields/model/preferences';
import {
  AgeFields,
  CommunityField,
  DisabilityField,
  EducationField,
  GolField,
  HeightFields,
  IncomeFields,
  LifestyleFields,
  LocationFields,
  ManglikField,
  VerifiedOnlyField,
  CreatedByField,
  MaritalStatusField,
  NriField,
  OccupationField,
  SatapetaField,
} from '../../../components/preference-fields/preference-fields';
import { scrollToFirstError, serverFieldErrors, translateCodes } from '../../../components/profile-form/form-errors';
import { useAnnualIncomes } from '../../../lib/lookups/get-annual-incomes';
import { useHeights } from '../../../lib/lookups/get-heights';
import { showToast } from '../../../lib/toast';
import { useSavePartnerPreference } from '../api/save-partner-preference';

/** A group of preferences with a small heading. */
function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" data-testid={testId}>
      <Title order={2} size="h5" mb="sm" c="green.9">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

const PREFIX = 'preferences';

/** The partner preferences: every one optional ("Any"), saved together. */
export function PreferencesForm({ saved }: { saved: PartnerPreference }) {
  const { t, i18n } = useLingui();
  const heights = useHeights();
  const incomes = useAnnualIncomes();

  const form = useForm<PreferenceValues>({
    mode: 'controlled',
    initialValues: preferenceValuesFrom(saved),
    validate: (values) =>
      translateCodes(validatePreferences(values, { heights: heights.data.result, incomes: incomes.data.result }), i18n),
  });

  const save = useSavePartnerPreference({
    onSuccess: (answer) => {
      const values = preferenceValuesFrom(answer);
      form.setInitialValues(values);
      form.setValues(values);
      form.resetDirty(values);
      showToast({ message: answer.message ?? t`Your partner preferences are saved.` });
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, PREFERENCE_FIELDS, i18n));
      scrollToFirstError();
    },
  });

  const submit = form.onSubmit((values) => save.mutate(buildPreferencePayload(values)), scrollToFirstError);
  const fields = { form, prefix: PREFIX };

  return (
    <form onSubmit={submit} noValidate data-testid="preferences-form">
      <Stack gap="md">
        <ProblemAlert error={save.error} />

        <Section title={<Trans>Age and height</Trans>} testId="preferences-section-basics">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <AgeFields {...fields} />
            <HeightFields {...fields} />
          </SimpleGrid>
        </Section>

        <Section title={<Trans>Community and marital status</Trans>} testId="preferences-section-community">
          <CommunityField {...fields} />
          <MaritalStatusField {...fields} />
        </Section>

        <Section title={<Trans>Education, work and income</Trans>} testId="preferences-section-career">
          <EducationField {...fields} />
          <OccupationField {...fields} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <IncomeFields {...fields} />
          </SimpleGrid>
        </Section>

        <Section title={<Trans>Location</Trans>} testId="preferences-section-location">
          <LocationFields {...fields} />
          <NriField {...fields} />
        </Section>

        <Section title={<Trans>Lifestyle and gol</Trans>} testId="preferences-section-lifestyle">
          <LifestyleFields {...fields} />
          <GolField {...fields} />
        </Section>

        <Section title={<Trans>Other preferences</Trans>} testId="preferences-section-other">
          <DisabilityField {...fields} />
          <SatapetaField {...fields} />
          <VerifiedOnlyField {...fields} />
          <CreatedByField {...fields} />
          {/* Last: a horoscope preference is never a default and is used only if chosen (rule 50). */}
          <ManglikField {...fields} />
        </Section>

        {form.isDirty() && (
          <Text size="sm" c="orange.8" data-testid="preferences-unsaved">
            <Trans>You have changes that are not saved yet.</Trans>
          </Text>
        )}
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Button
            variant="default"
            onClick={() => form.setValues(EMPTY_PREFERENCES)}
            disabled={save.isPending}
            data-testid="preferences-clear"
            flex={{ base: 1, sm: 'none' }}
          >
            <Trans>Clear all</Trans>
          </Button>
          <Button
            type="submit"
            loading={save.isPending}
            data-testid="preferences-save"
            flex={{ base: 1, sm: 'none' }}
            miw={{ sm: 180 }}
          >
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
