import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Chip,
  Group,
  Input,
  Loader,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
  type MultiSelectProps,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueries } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import type { PartnerPreference } from '../../../api/generated/client';
import { PREFERENCE_AGE_MAX, PREFERENCE_AGE_MIN, PREFERENCE_CHOICES_MAX } from '../../../api/generated/rules/rules';
import { ProblemAlert } from '../../../components/problem-alert';
import { scrollToFirstError, serverFieldErrors, translateCodes } from '../../../components/profile-form/form-errors';
import { MARITAL_STATUS_OPTIONS, optionItems } from '../../../components/profile-form/model/options';
import { useAnnualIncomes } from '../../../lib/lookups/get-annual-incomes';
import { getCitiesQueryOptions } from '../../../lib/lookups/get-cities';
import { useCommunities } from '../../../lib/lookups/get-communities';
import { useCountries } from '../../../lib/lookups/get-countries';
import { useEducations } from '../../../lib/lookups/get-educations';
import { useHeights } from '../../../lib/lookups/get-heights';
import { OCCUPATION_TYPE, useOccupations } from '../../../lib/lookups/get-occupations';
import { getStatesQueryOptions } from '../../../lib/lookups/get-states';
import { toOptions } from '../../../lib/lookups/lookup-lists';
import { showToast } from '../../../lib/toast';
import { useSavePartnerPreference } from '../api/save-partner-preference';
import { childOptions, communityOptions } from '../model/options';
import {
  EMPTY_PREFERENCES,
  PREFERENCE_FIELDS,
  buildPreferencePayload,
  keepChildrenOf,
  preferenceValuesFrom,
  validatePreferences,
  type PreferenceValues,
} from '../model/preferences';
import { ThreeWayChoice } from './three-way-choice';

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

/** MultiSelect settings shared by every list: searchable, clearable, at most PREFERENCE_CHOICES_MAX choices. */
const LIST_PROPS: Partial<MultiSelectProps> = {
  searchable: true,
  clearable: true,
  hidePickedOptions: true,
  maxValues: PREFERENCE_CHOICES_MAX,
  comboboxProps: { withinPortal: true },
};

const ids = (values: readonly string[]) => values.map(Number).filter(Number.isInteger);

/** The partner preferences: every one optional ("Any"), saved together. */
export function PreferencesForm({ saved }: { saved: PartnerPreference }) {
  const { t, i18n } = useLingui();
  const communities = useCommunities();
  const heights = useHeights();
  const incomes = useAnnualIncomes();
  const educations = useEducations();
  const occupations = useOccupations(OCCUPATION_TYPE.own);
  const countries = useCountries();

  const form = useForm<PreferenceValues>({
    mode: 'controlled',
    initialValues: preferenceValuesFrom(saved),
    validate: (values) =>
      translateCodes(
        validatePreferences(values, { heights: heights.data.result, incomes: incomes.data.result }),
        i18n,
      ),
  });

  // The states of each chosen country and the cities of each chosen state, in the order they were chosen.
  const chosenCountries = ids(form.values.countryIds);
  const chosenStates = ids(form.values.stateIds);
  const stateLists = useQueries({ queries: chosenCountries.map((id) => getStatesQueryOptions(id)) });
  const cityLists = useQueries({ queries: chosenStates.map((id) => getCitiesQueryOptions(id)) });
  const statesLoading = stateLists.some((q) => q.isPending);
  const citiesLoading = cityLists.some((q) => q.isPending);

  const stateParent = new Map<string, string>();
  for (const list of stateLists) for (const s of list.data?.result ?? []) stateParent.set(String(s.id), String(s.countryId));
  const cityParent = new Map<string, string>();
  for (const list of cityLists) for (const c of list.data?.result ?? []) cityParent.set(String(c.id), String(c.stateId));

  const countryName = (id: number) => countries.data.result.find((c) => c.id === id)?.name ?? String(id);
  const stateData = childOptions(
    chosenCountries.map((id, index) => ({ id, name: countryName(id), children: stateLists[index]?.data?.result ?? [] })),
  );
  const allStates = stateLists.flatMap((q) => q.data?.result ?? []);
  const stateName = (id: number) => allStates.find((s) => s.id === id)?.name ?? String(id);
  const cityData = childOptions(
    chosenStates.map((id, index) => ({ id, name: stateName(id), children: cityLists[index]?.data?.result ?? [] })),
  );

  const communityData = useMemo(
    () => communityOptions(communities.data.result, (name) => t`All of ${name}`),
    [communities.data, t],
  );
  const maritalStatuses = useMemo(() => optionItems(MARITAL_STATUS_OPTIONS, (d) => i18n._(d)), [i18n]);

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

  /** A new choice of countries drops the states (and their cities) of the countries no longer chosen. */
  const chooseCountries = (countryIds: string[]) => {
    const stateIds = keepChildrenOf(form.values.stateIds, countryIds, stateParent);
    const cityIds = keepChildrenOf(form.values.cityIds, stateIds, cityParent);
    form.setValues({ countryIds, stateIds, cityIds });
  };
  const chooseStates = (stateIds: string[]) => {
    form.setValues({ stateIds, cityIds: keepChildrenOf(form.values.cityIds, stateIds, cityParent) });
  };

  const any = t`Any`;
  const heightData = toOptions(heights.data.result);
  const incomeData = toOptions(incomes.data.result);

  return (
    <form onSubmit={submit} noValidate data-testid="preferences-form">
      <Stack gap="md">
        <ProblemAlert error={save.error} />

        <Section title={<Trans>Age and height</Trans>} testId="preferences-section-basics">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label={t`Age from`}
              placeholder={any}
              min={PREFERENCE_AGE_MIN}
              max={PREFERENCE_AGE_MAX}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              data-testid="preferences-age-from"
              {...form.getInputProps('ageFrom')}
            />
            <NumberInput
              label={t`Age to`}
              placeholder={any}
              min={PREFERENCE_AGE_MIN}
              max={PREFERENCE_AGE_MAX}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              data-testid="preferences-age-to"
              {...form.getInputProps('ageTo')}
            />
            <Select
              label={t`Height from`}
              placeholder={any}
              clearable
              data={heightData}
              data-testid="preferences-height-from"
              {...form.getInputProps('heightFrom')}
            />
            <Select
              label={t`Height to`}
              placeholder={any}
              clearable
              data={heightData}
              data-testid="preferences-height-to"
              {...form.getInputProps('heightTo')}
            />
          </SimpleGrid>
        </Section>

        <Section title={<Trans>Community and marital status</Trans>} testId="preferences-section-community">
          <MultiSelect
            {...LIST_PROPS}
            label={t`Communities`}
            description={t`Choosing a whole community includes all its sub-communities.`}
            placeholder={form.values.communityIds.length ? undefined : any}
            nothingFoundMessage={t`No community found`}
            data={communityData}
            data-testid="preferences-communities"
            {...form.getInputProps('communityIds')}
          />
          <Input.Wrapper label={t`Marital status`} labelElement="div" error={form.errors.maritalStatuses}>
            <Chip.Group multiple {...form.getInputProps('maritalStatuses')}>
              <Group gap="xs" mt={6} data-testid="preferences-marital-statuses">
                {maritalStatuses.map((status) => (
                  <Chip
                    key={status.value}
                    value={status.value}
                    size="sm"
                    data-testid={`preferences-marital-status-${status.value}`}
                  >
                    {status.label}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {form.values.maritalStatuses.length === 0 && (
              <Text size="xs" c="dimmed" mt={4}>
                <Trans>None chosen: any marital status.</Trans>
              </Text>
            )}
          </Input.Wrapper>
        </Section>

        <Section title={<Trans>Education, work and income</Trans>} testId="preferences-section-career">
          <MultiSelect
            {...LIST_PROPS}
            label={t`Education`}
            placeholder={form.values.educationIds.length ? undefined : any}
            nothingFoundMessage={t`Nothing found`}
            data={toOptions(educations.data.result)}
            data-testid="preferences-educations"
            {...form.getInputProps('educationIds')}
          />
          <MultiSelect
            {...LIST_PROPS}
            label={t`Occupation`}
            placeholder={form.values.occupationIds.length ? undefined : any}
            nothingFoundMessage={t`Nothing found`}
            data={toOptions(occupations.data.result)}
            data-testid="preferences-occupations"
            {...form.getInputProps('occupationIds')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t`Annual income from`}
              placeholder={any}
              clearable
              data={incomeData}
              data-testid="preferences-income-from"
              {...form.getInputProps('annualIncomeFrom')}
            />
            <Select
              label={t`Annual income to`}
              placeholder={any}
              clearable
              data={incomeData}
              data-testid="preferences-income-to"
              {...form.getInputProps('annualIncomeTo')}
            />
          </SimpleGrid>
        </Section>

        <Section title={<Trans>Location</Trans>} testId="preferences-section-location">
          <MultiSelect
            {...LIST_PROPS}
            label={t`Countries`}
            placeholder={form.values.countryIds.length ? undefined : any}
            nothingFoundMessage={t`No country found`}
            data={toOptions(countries.data.result)}
            data-testid="preferences-countries"
            {...form.getInputProps('countryIds')}
            onChange={chooseCountries}
          />
          <MultiSelect
            {...LIST_PROPS}
            label={t`States`}
            description={chosenCountries.length === 0 ? t`Choose a country first.` : undefined}
            placeholder={form.values.stateIds.length ? undefined : any}
            nothingFoundMessage={t`Nothing found`}
            data={stateData}
            disabled={chosenCountries.length === 0}
            rightSection={statesLoading ? <Loader size="xs" aria-label={t`Loading`} /> : undefined}
            data-testid="preferences-states"
            {...form.getInputProps('stateIds')}
            onChange={chooseStates}
          />
          <MultiSelect
            {...LIST_PROPS}
            label={t`Cities`}
            description={chosenStates.length === 0 ? t`Choose a state first.` : undefined}
            placeholder={form.values.cityIds.length ? undefined : any}
            nothingFoundMessage={t`Nothing found`}
            data={cityData}
            disabled={chosenStates.length === 0}
            rightSection={citiesLoading ? <Loader size="xs" aria-label={t`Loading`} /> : undefined}
            data-testid="preferences-cities"
            {...form.getInputProps('cityIds')}
          />
          <ThreeWayChoice
            label={t`Lives outside India (NRI)`}
            testId="preferences-nri"
            {...form.getInputProps('isNRI')}
          />
        </Section>

        <Section title={<Trans>Other preferences</Trans>} testId="preferences-section-other">
          <ThreeWayChoice
            label={t`Has a physical disability`}
            testId="preferences-disability"
            {...form.getInputProps('anyDisability')}
          />
          <ThreeWayChoice
            label={t`Open to satapeta (an exchange marriage of siblings)`}
            testId="preferences-satapeta"
            {...form.getInputProps('satapeta')}
          />
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
