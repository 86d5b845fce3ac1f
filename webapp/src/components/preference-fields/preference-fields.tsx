import { Trans, useLingui } from '@lingui/react/macro';
import {
  Chip,
  Group,
  Input,
  Loader,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  type MultiSelectProps,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQueries } from '@tanstack/react-query';
import { useId, useMemo, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { PREFERENCE_AGE_MAX, PREFERENCE_AGE_MIN, PREFERENCE_CHOICES_MAX } from '../../api/generated/rules/rules';
import { useAnnualIncomes } from '../../lib/lookups/get-annual-incomes';
import { getCitiesQueryOptions } from '../../lib/lookups/get-cities';
import { useCommunities } from '../../lib/lookups/get-communities';
import { useCountries } from '../../lib/lookups/get-countries';
import { useEducations } from '../../lib/lookups/get-educations';
import { useGols } from '../../lib/lookups/get-gols';
import { useHeights } from '../../lib/lookups/get-heights';
import { OCCUPATION_TYPE, useOccupations } from '../../lib/lookups/get-occupations';
import { getStatesQueryOptions } from '../../lib/lookups/get-states';
import { toOptions } from '../../lib/lookups/lookup-lists';
import {
  DIET_OPTIONS,
  HABIT_OPTIONS,
  MANGLIK_OPTIONS,
  MARITAL_STATUS_OPTIONS,
  optionItems,
  type OptionList,
} from '../profile-form/model/options';
import { childOptions, communityOptions, golOptions } from './model/options';
import { GOL_CHOICES, keepChildrenOf, type GolChoice, type PreferenceValues } from './model/preferences';
import { ThreeWayChoice } from './three-way-choice';
import { namesFilter } from '../../lib/lookups/search-fold';
import { BADGE_LABELS, BADGES } from '../../lib/verification-labels';
import { CREATOR_LABELS, PROFILE_CREATORS } from '../../lib/profile-creator-labels';

/**
 * The inputs of the partner preferences, one component per preference, for the two forms that have them: the partner
 * preferences page and the search (the same fields under the same names). Each takes the form and a test-id prefix
 * (`preferences`, `search`); the reference lists they name suspend, so the pages' loaders fetch them first
 * (ensurePreferenceLookups).
 */
export type PreferenceForm = UseFormReturnType<PreferenceValues>;

interface FieldProps {
  form: PreferenceForm;
  /** The test ids' prefix: `${prefix}-age-from`, … */
  prefix: string;
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

/** Age from and to (two number inputs; the caller lays them out side by side). */
export function AgeFields({ form, prefix }: FieldProps) {
  const { t } = useLingui();
  const input = (field: 'ageFrom' | 'ageTo', label: string, testId: string) => (
    <NumberInput
      label={label}
      placeholder={t`Any`}
      min={PREFERENCE_AGE_MIN}
      max={PREFERENCE_AGE_MAX}
      clampBehavior="none"
      allowDecimal={false}
      allowNegative={false}
      data-testid={`${prefix}-${testId}`}
      {...form.getInputProps(field)}
    />
  );
  return (
    <>
      {input('ageFrom', t`Age from`, 'age-from')}
      {input('ageTo', t`Age to`, 'age-to')}
    </>
  );
}

/** Height from and to (two selects). */
export function HeightFields({ form, prefix }: FieldProps) {
  const { t } = useLingui();
  const any = t`Any`;
  const heights = useHeights();
  const data = useMemo(() => toOptions(heights.data.result), [heights.data]);
  return (
    <>
      <Select
        label={t`Height from`}
        placeholder={any}
        clearable
        data={data}
        data-testid={`${prefix}-height-from`}
        {...form.getInputProps('heightFrom')}
      />
      <Select
        label={t`Height to`}
        placeholder={any}
        clearable
        data={data}
        data-testid={`${prefix}-height-to`}
        {...form.getInputProps('heightTo')}
      />
    </>
  );
}

/** Annual income from and to (two selects). */
export function IncomeFields({ form, prefix }: FieldProps) {
  const { t } = useLingui();
  const any = t`Any`;
  const incomes = useAnnualIncomes();
  const data = useMemo(() => toOptions(incomes.data.result), [incomes.data]);
  return (
    <>
      <Select
        label={t`Annual income from`}
        placeholder={any}
        clearable
        data={data}
        data-testid={`${prefix}-income-from`}
        {...form.getInputProps('annualIncomeFrom')}
      />
      <Select
        label={t`Annual income to`}
        placeholder={any}
        clearable
        data={data}
        data-testid={`${prefix}-income-to`}
        {...form.getInputProps('annualIncomeTo')}
      />
    </>
  );
}

export function CommunityField({ form, prefix }: FieldProps) {
  const { t } = useLingui();
  const any = t`Any`;
  const communities = useCommunities();
  const data = useMemo(
    () => communityOptions(communities.data.result, (name) => t`All of ${name}`),
    [communities.data, t],
  );
  return (
    <MultiSelect
      {...LIST_PROPS}
      label={t`Communities`}
      description={t`Choosing a whole community includes all its sub-communities.`}
      placeholder={form.values.communityIds.length ? undefined : any}
      nothingFoundMessage={t`No community found`}
      data={data}
      filter={namesFilter(communities.data.result)}
      data-testid={`${prefix}-communities`}
      {...form.getInputProps('communityIds')}
    />
  );
}

/** Marital status: chips, several at once; none chosen is any. */
export function MaritalStatusField({ form, prefix }: FieldProps) {
  const { t, i18n } = useLingui();
  const statuses = useMemo(() => optionItems(MARITAL_STATUS_OPTIONS, i18n.locale), [i18n.locale]);
  return (
    <Input.Wrapper label={t`Marital status`} labelElement="div" error={form.errors.maritalStatuses}>
      <Chip.Group multiple {...form.getInputProps('maritalStatuses')}>
        <Group gap="xs" mt={6} data-testid={`${prefix}-marital-statuses`}>
          {statuses.map((status) => (
            <Chip
              key={status.value}
              value={status.value}
              size="sm"
              data-testid={`${prefix}-marital-status-${status.value}`}
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
  );
}

export function EducationField({ form, prefix }: FieldProps) {
  const { t } = useLingui();
  const any = t`Any`;
  const educations = useEducations();
  const data = useMemo(() => toOptions(educations.data.result), [educations.data]);
  return (
    <MultiSelect
      {...LIST_PROPS}
      label={t`Education`}
      placeholder={form.values.educationIds.length ? undefined : any}
      nothingFoundMessage={t`Nothing found`}
      data={data}
      filter={namesFilter(educations.data.result)}
      data-testid={`${prefix}-educations`}
      {...form.getInputProps('educationIds')}
    />
  );
}

export function OccupationField({ form, prefix }: FieldProps) {
  const { t } = useLingui();
  const any = t`Any`;
  const occupations = useOccupations(OCCUPATION_TYPE.own);
  const data = useMemo(() => toOptions(occupations.data.result), [occupations.data]);
  return (
    <MultiSelect
      {...LIST_PROPS}
      label={t`Occupation`}
      placeholder={form.values.occupationIds.length ? undefined : any}
      nothingFoundMessage={t`Nothing found`}
      data={data}
      filter={namesFilter(occupations.data.result)}
      data-testid={`${prefix}-occupations`}
      {...form.getInputProps('occupationIds')}
    />
  );
}

/**
 * Countries, states and cities, each a list: the states of each chosen country and the cities of each chosen state,
 * in the order they were chosen. A new choice of countries drops the states (and their cities) of the countries no
 * longer chosen, and a new choice of states the cities of the states no longer chosen.
 */
export function LocationFields({ form, prefix }: FieldProps) {
  const { t } = useLingui();
  const any = t`Any`;
  const countries = useCountries();

  const chosenCountries = ids(form.values.countryIds);
  const chosenStates = ids(form.values.stateIds);
  const stateLists = useQueries({ queries: chosenCountries.map((id) => getStatesQueryOptions(id)) });
  const cityLists = useQueries({ queries: chosenStates.map((id) => getCitiesQueryOptions(id)) });
  const statesLoading = stateLists.some((q) => q.isPending);
  const citiesLoading = cityLists.some((q) => q.isPending);

  const stateParent = new Map<string, string>();
  for (const list of stateLists)
    for (const s of list.data?.result ?? []) stateParent.set(String(s.id), String(s.countryId));
  const cityParent = new Map<string, string>();
  for (const list of cityLists)
    for (const c of list.data?.result ?? []) cityParent.set(String(c.id), String(c.stateId));

  const countryName = (id: number) => countries.data.result.find((c) => c.id === id)?.name ?? String(id);
  const stateData = childOptions(
    chosenCountries.map((id, index) => ({
      id,
      name: countryName(id),
      children: stateLists[index]?.data?.result ?? [],
    })),
  );
  const allStates = stateLists.flatMap((q) => q.data?.result ?? []);
  const stateName = (id: number) => allStates.find((s) => s.id === id)?.name ?? String(id);
  const cityData = childOptions(
    chosenStates.map((id, index) => ({ id, name: stateName(id), children: cityLists[index]?.data?.result ?? [] })),
  );

  const chooseCountries = (countryIds: string[]) => {
    const stateIds = keepChildrenOf(form.values.stateIds, countryIds, stateParent);
    const cityIds = keepChildrenOf(form.values.cityIds, stateIds, cityParent);
    form.setValues({ countryIds, stateIds, cityIds });
  };
  const chooseStates = (stateIds: string[]) => {
    form.setValues({ stateIds, cityIds: keepChildrenOf(form.values.cityIds, stateIds, cityParent) });
  };

  return (
    <>
      <MultiSelect
        {...LIST_PROPS}
        label={t`Countries`}
        placeholder={form.values.countryIds.length ? undefined : any}
        nothingFoundMessage={t`No country found`}
        data={toOptions(countries.data.result)}
        filter={namesFilter(countries.data.result)}
        data-testid={`${prefix}-countries`}
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
        filter={namesFilter(allStates)}
        disabled={chosenCountries.length === 0}
        rightSection={statesLoading ? <Loader size="xs" aria-label={t`Loading`} /> : undefined}
        data-testid={`${prefix}-states`}
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
        filter={namesFilter(cityLists.flatMap((q) => q.data?.result ?? []))}
        disabled={chosenStates.length === 0}
        rightSection={citiesLoading ? <Loader size="xs" aria-label={t`Loading`} /> : undefined}
        data-testid={`${prefix}-cities`}
        {...form.getInputProps('cityIds')}
      />
    </>
  );
}

export function NriField({ form, prefix }: FieldProps) {
  const { t } = useLingui();
  return (
    <ThreeWayChoice label={t`Lives outside India (NRI)`} testId={`${prefix}-nri`} {...form.getInputProps('isNRI')} />
  );
}

export function DisabilityField({ form, prefix }: FieldProps) {
  const { t } = useLingui();
  return (
    <ThreeWayChoice
      label={t`Has a physical disability`}
      testId={`${prefix}-disability`}
      {...form.getInputProps('anyDisability')}
    />
  );
}

export function SatapetaField({ form, prefix }: FieldProps) {
  const { t } = useLingui();
  return (
    <ThreeWayChoice
      label={t`Open to satapeta (an exchange marriage of siblings)`}
      testId={`${prefix}-satapeta`}
      {...form.getInputProps('satapeta')}
    />
  );
}

/** A short fixed list (diet, habits, manglik): nothing to type, so no keyboard opens on a phone. */
function OptionListField({
  form,
  prefix,
  field,
  list,
  label,
  description,
  testId,
}: FieldProps & {
  field: 'diets' | 'smoking' | 'drinking' | 'mangliks';
  list: OptionList;
  label: string;
  description?: string;
  testId: string;
}) {
  const { t, i18n } = useLingui();
  const data = useMemo(() => optionItems(list, i18n.locale), [list, i18n.locale]);
  return (
    <MultiSelect
      {...LIST_PROPS}
      searchable={false}
      label={label}
      description={description}
      placeholder={form.values[field].length ? undefined : t`Any`}
      data={data}
      data-testid={`${prefix}-${testId}`}
      {...form.getInputProps(field)}
    />
  );
}

/** Lifestyle (rule 52): diet, smoking and drinking, each "any of" the values chosen. */
export function LifestyleFields({ form, prefix }: FieldProps) {
  const { t } = useLingui();
  return (
    <>
      <OptionListField form={form} prefix={prefix} field="diets" list={DIET_OPTIONS} label={t`Diet`} testId="diets" />
      <OptionListField
        form={form}
        prefix={prefix}
        field="smoking"
        list={HABIT_OPTIONS}
        label={t`Smoking`}
        testId="smoking"
      />
      <OptionListField
        form={form}
        prefix={prefix}
        field="drinking"
        list={HABIT_OPTIONS}
        label={t`Drinking`}
        testId="drinking"
      />
    </>
  );
}

/**
 * The gol (rule 52): any, within the member's own gol, or the gols chosen, which a list then shows (every community's
 * gols, grouped by community). "Within my gol" means something only when the member's own gol is a named circle; the
 * description says so rather than the form refusing it.
 */
export function GolField({ form, prefix }: FieldProps) {
  const { t } = useLingui();
  const id = useId();
  const gols = useGols();
  const communities = useCommunities();
  const data = useMemo(() => golOptions(gols.data.result, communities.data.result), [gols.data, communities.data]);
  const labels: Record<GolChoice, string> = { any: t`Any`, mine: t`Within my gol`, chosen: t`Chosen gols` };
  const choice = form.values.golChoice;
  return (
    <Stack gap="xs">
      <Input.Wrapper
        label={t`Gol`}
        labelElement="div"
        id={id}
        description={
          choice === 'mine'
            ? t`Members of your own gol. While your profile names none, or "don't know" or "other", it accepts everyone.`
            : undefined
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        data-testid={`${prefix}-gol`}
      >
        <SegmentedControl
          fullWidth
          mt={4}
          aria-labelledby={`${id}-label`}
          value={choice}
          onChange={(next) => form.setFieldValue('golChoice', GOL_CHOICES.find((c) => c === next) ?? 'any')}
          data={GOL_CHOICES.map((value) => ({ value, label: labels[value] }))}
          // Gujarati labels are longer: they wrap inside their segment rather than overflow a phone.
          styles={{ label: { whiteSpace: 'normal' } }}
          data-testid={`${prefix}-gol-choice`}
        />
      </Input.Wrapper>
      {choice === 'chosen' && (
        <MultiSelect
          {...LIST_PROPS}
          aria-label={t`Chosen gols`}
          placeholder={form.values.golIds.length ? undefined : t`Choose gols`}
          description={form.values.golIds.length ? undefined : t`None chosen: any gol.`}
          nothingFoundMessage={t`Nothing found`}
          data={data}
          filter={namesFilter(gols.data.result)}
          data-testid={`${prefix}-gols`}
          {...form.getInputProps('golIds')}
        />
      )}
    </Stack>
  );
}

/**
 * A list of values chosen as chips, "any of" or "every one of" as the field means; `none` and `some` say which.
 */
function ChipsField<K extends 'verifiedOnly' | 'createdBy'>({
  form,
  prefix,
  field,
  testId,
  label,
  values,
  labels,
  none,
  some,
}: FieldProps & {
  field: K;
  testId: string;
  label: string;
  values: readonly PreferenceValues[K][number][];
  labels: Record<PreferenceValues[K][number], MessageDescriptor>;
  none: ReactNode;
  some: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <Input.Wrapper label={label} labelElement="div" error={form.errors[field]}>
      <Chip.Group multiple {...form.getInputProps(field)}>
        <Group gap="xs" mt={6} data-testid={`${prefix}-${testId}`}>
          {values.map((value) => (
            <Chip key={value} value={value} size="sm" data-testid={`${prefix}-${testId}-${value}`}>
              {i18n._(labels[value])}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Text size="xs" c="dimmed" mt={4}>
        {form.values[field].length === 0 ? none : some}
      </Text>
    </Input.Wrapper>
  );
}

/**
 * Verified members only (rule 44): the badges a partner must have, every one chosen; none chosen, any member. Among
 * members who fit equally, verified ones come first whatever is chosen here.
 */
export function VerifiedOnlyField(props: FieldProps) {
  const { t } = useLingui();
  return (
    <ChipsField
      {...props}
      field="verifiedOnly"
      testId="verified-only"
      label={t`Verified members only`}
      values={BADGES}
      labels={BADGE_LABELS}
      none={<Trans>None chosen: any member.</Trans>}
      some={<Trans>Only members with every badge chosen.</Trans>}
    />
  );
}

/**
 * Who looks after a partner's profile (rule 46): any of those chosen; none chosen, anyone. Many families look for a
 * profile its parents look after.
 */
export function CreatedByField(props: FieldProps) {
  const { t } = useLingui();
  return (
    <ChipsField
      {...props}
      field="createdBy"
      testId="created-by"
      label={t`Profile managed by`}
      values={PROFILE_CREATORS}
      labels={CREATOR_LABELS}
      none={<Trans>None chosen: anyone.</Trans>}
      some={<Trans>Any of those chosen.</Trans>}
    />
  );
}

/**
 * Manglik (rule 50): the one horoscope field that may be a preference or a filter, never set unless the member
 * chooses it, and placed last. Members who show their horoscope to their connections only cannot meet it.
 */
export function ManglikField({ form, prefix }: FieldProps) {
  const { t } = useLingui();
  const description = t`Used only if you choose something here. Members who show their horoscope only to accepted connections are then not found.`;
  return (
    <OptionListField
      form={form}
      prefix={prefix}
      field="mangliks"
      list={MANGLIK_OPTIONS}
      label={t`Manglik`}
      description={description}
      testId="mangliks"
    />
  );
}
