import { Trans, useLingui } from '@lingui/react/macro';
import { Autocomplete, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { NAME_MAX, PLACE_MAX } from '../../api/generated/rules/rules';
import { ProblemAlert } from '../problem-alert';
import { useAnnualIncomes } from '../../lib/lookups/get-annual-incomes';
import { useDistricts } from '../../lib/lookups/get-districts';
import { golsFor, useGols } from '../../lib/lookups/get-gols';
import { OCCUPATION_TYPE, useOccupations } from '../../lib/lookups/get-occupations';
import { useTalukas } from '../../lib/lookups/get-talukas';
import { useVillages } from '../../lib/lookups/get-villages';
import { findByName, toOptions } from '../../lib/lookups/lookup-lists';
import { useSaveFamilyDetails } from './api/save-family-details';
import {
  SIBLING_COUNTS,
  buildFamilyPayload,
  buildProfileFamilyPayload,
  familyExtraValuesFrom,
  familyValuesFrom,
  marriedCounts,
  offeredGol,
  validateFamily,
  validateFamilyExtra,
  type ProfileFamilyValues,
} from './model/family';
import { DIET_OPTIONS, FAMILY_TYPE_OPTIONS, HABIT_OPTIONS, optionItems } from './model/options';
import { DEFAULT_STATE_ID } from './model/professional';
import { PhoneField } from './phone-field';
import type { StepProps } from './personal-step';
import { FieldSection, Optional, StepActions } from './step-parts';
import { scrollToFirstError, serverFieldErrors, translateCodes } from './form-errors';
import { namesFilter, nameSuggestions } from '../../lib/lookups/search-fold';

const FIELDS = [
  'fatherName',
  'fatherOccupationId',
  'motherName',
  'motherOccupationId',
  'familyType',
  'familyAnnualIncomeId',
  'noOfBrother',
  'noOfSister',
  'nativePlace',
  'nativeDistrict',
  'nativeTaluko',
  'mosad',
  'parentPhone1Code',
  'parentPhone1',
  'parentPhone2Code',
  'parentPhone2',
  'marriedBrothers',
  'marriedSisters',
  'familyLocation',
  'familyName',
  'diet',
  'smoking',
  'drinking',
  'golId',
] as const;

const AUTOCOMPLETE_LIMIT = 50;

export function FamilyStep({ detail, onSaved, onPrevious, extended = false }: StepProps) {
  const { t, i18n } = useLingui();
  const fatherOccupations = useOccupations(OCCUPATION_TYPE.father);
  const motherOccupations = useOccupations(OCCUPATION_TYPE.mother);
  const incomes = useAnnualIncomes();
  // The gols of the member's own parent community (saved by step 1 or the Personal tab) and those offered to all.
  const gols = useGols();
  const golChoices = useMemo(
    () => golsFor(gols.data.result, detail.parentCommunityId),
    [gols.data, detail.parentCommunityId],
  );

  const saved = { ...familyValuesFrom(detail), ...familyExtraValuesFrom(detail) };

  const form = useForm<ProfileFamilyValues>({
    mode: 'controlled',
    initialValues: { ...saved, golId: offeredGol(saved.golId, golChoices) },
    validate: (values) =>
      translateCodes({ ...validateFamily(values), ...(extended ? validateFamilyExtra(values) : {}) }, i18n),
    onValuesChange: (values) => {
      // Fewer brothers (or sisters) than married ones: the married count is asked again.
      if (values.marriedBrothers !== null && !marriedCounts(values.noOfBrother).includes(values.marriedBrothers)) {
        form.setFieldValue('marriedBrothers', null);
      }
      if (values.marriedSisters !== null && !marriedCounts(values.noOfSister).includes(values.marriedSisters)) {
        form.setFieldValue('marriedSisters', null);
      }
    },
  });

  // Native place in Gujarat: district, then its talukas, then the taluka's villages; any other name may be typed.
  const districts = useDistricts(DEFAULT_STATE_ID);
  const district = findByName(districts.data?.result, form.values.nativeDistrict);
  const talukas = useTalukas(district?.id ?? null);
  const taluka = findByName(talukas.data?.result, form.values.nativeTaluko);
  const villages = useVillages(taluka?.id ?? null);

  const save = useSaveFamilyDetails(
    {
      onSuccess: (answer, payload) => onSaved(payload, answer),
      onError: (error) => {
        form.setErrors(serverFieldErrors(error, FIELDS, i18n));
        scrollToFirstError();
      },
    },
    extended ? 'profile' : 'wizard',
  );

  const familyTypes = useMemo(() => optionItems(FAMILY_TYPE_OPTIONS, i18n.locale), [i18n.locale]);
  const diets = useMemo(() => optionItems(DIET_OPTIONS, i18n.locale), [i18n.locale]);
  const habits = useMemo(() => optionItems(HABIT_OPTIONS, i18n.locale), [i18n.locale]);
  const golData = useMemo(() => toOptions(golChoices), [golChoices]);
  const submit = form.onSubmit(
    (values) =>
      save.mutate(
        extended ? buildProfileFamilyPayload(values, { id: detail.id }) : buildFamilyPayload(values, { id: detail.id }),
      ),
    scrollToFirstError,
  );
  const marriedBrotherCounts = marriedCounts(form.values.noOfBrother);
  const marriedSisterCounts = marriedCounts(form.values.noOfSister);
  const placeHint = t`Choose from the list or type the name.`;

  return (
    <form onSubmit={submit} noValidate data-testid="wizard-step-family">
      <Stack gap="lg">
        <ProblemAlert error={save.error} />
        <FieldSection title={<Trans>Family</Trans>}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label={t`Father's name`}
              withAsterisk
              maxLength={NAME_MAX}
              data-testid="family-father-name"
              {...form.getInputProps('fatherName')}
            />
            <Select
              label={t`Father's occupation`}
              placeholder={t`Choose one`}
              withAsterisk
              searchable
              nothingFoundMessage={t`Nothing found`}
              data={toOptions(fatherOccupations.data.result)}
              filter={namesFilter(fatherOccupations.data.result)}
              data-testid="family-father-occupation"
              {...form.getInputProps('fatherOccupationId')}
            />
            <TextInput
              label={<Optional>{t`Mother's name`}</Optional>}
              maxLength={NAME_MAX}
              data-testid="family-mother-name"
              {...form.getInputProps('motherName')}
            />
            <Select
              label={<Optional>{t`Mother's occupation`}</Optional>}
              placeholder={t`Choose one`}
              searchable
              clearable
              nothingFoundMessage={t`Nothing found`}
              data={toOptions(motherOccupations.data.result)}
              filter={namesFilter(motherOccupations.data.result)}
              data-testid="family-mother-occupation"
              {...form.getInputProps('motherOccupationId')}
            />
            <Select
              label={<Optional>{t`Family type`}</Optional>}
              placeholder={t`Choose one`}
              clearable
              data={familyTypes}
              data-testid="family-type"
              {...form.getInputProps('familyType')}
            />
            <Select
              label={<Optional>{t`Family annual income`}</Optional>}
              placeholder={t`Choose one`}
              clearable
              data={toOptions(incomes.data.result)}
              data-testid="family-income"
              {...form.getInputProps('familyAnnualIncomeId')}
            />
            <Select
              label={t`Number of brothers`}
              withAsterisk
              data={SIBLING_COUNTS}
              allowDeselect={false}
              data-testid="family-brothers"
              {...form.getInputProps('noOfBrother')}
            />
            <Select
              label={t`Number of sisters`}
              withAsterisk
              data={SIBLING_COUNTS}
              allowDeselect={false}
              data-testid="family-sisters"
              {...form.getInputProps('noOfSister')}
            />
            {extended && (
              <>
                <Select
                  label={<Optional>{t`Married brothers`}</Optional>}
                  placeholder={t`Choose one`}
                  clearable
                  data={marriedBrotherCounts}
                  disabled={marriedBrotherCounts.length <= 1}
                  data-testid="family-married-brothers"
                  {...form.getInputProps('marriedBrothers')}
                />
                <Select
                  label={<Optional>{t`Married sisters`}</Optional>}
                  placeholder={t`Choose one`}
                  clearable
                  data={marriedSisterCounts}
                  disabled={marriedSisterCounts.length <= 1}
                  data-testid="family-married-sisters"
                  {...form.getInputProps('marriedSisters')}
                />
                <TextInput
                  label={<Optional>{t`Family name`}</Optional>}
                  maxLength={NAME_MAX}
                  data-testid="family-family-name"
                  {...form.getInputProps('familyName')}
                />
                <TextInput
                  label={<Optional>{t`Where the family lives`}</Optional>}
                  maxLength={PLACE_MAX}
                  data-testid="family-location"
                  {...form.getInputProps('familyLocation')}
                />
              </>
            )}
          </SimpleGrid>
        </FieldSection>

        <FieldSection title={<Trans>Native place</Trans>}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <Autocomplete
              label={t`Native district`}
              description={placeHint}
              withAsterisk
              maxLength={PLACE_MAX}
              limit={AUTOCOMPLETE_LIMIT}
              {...nameSuggestions(districts.data?.result)}
              data-testid="family-native-district"
              {...form.getInputProps('nativeDistrict')}
            />
            <Autocomplete
              label={t`Native taluka`}
              description={placeHint}
              withAsterisk
              maxLength={PLACE_MAX}
              limit={AUTOCOMPLETE_LIMIT}
              {...nameSuggestions(talukas.data?.result)}
              data-testid="family-native-taluka"
              {...form.getInputProps('nativeTaluko')}
            />
            <Autocomplete
              label={t`Native village or town`}
              description={placeHint}
              withAsterisk
              maxLength={PLACE_MAX}
              limit={AUTOCOMPLETE_LIMIT}
              {...nameSuggestions(villages.data?.result)}
              data-testid="family-native-place"
              {...form.getInputProps('nativePlace')}
            />
            {/* Typed like the native place, with the same villages suggested: the server keeps a listed village's
                name by reference (rule 52), so that each reader sees it in their own language. */}
            <Autocomplete
              label={<Optional>{t`Mosal (mother's native place)`}</Optional>}
              description={t`The village or town of your mother's family.`}
              maxLength={PLACE_MAX}
              limit={AUTOCOMPLETE_LIMIT}
              {...nameSuggestions(villages.data?.result)}
              data-testid="family-mosad"
              {...form.getInputProps('mosad')}
            />
            {/* Only the gols of the member's parent community, and "no gol" / "don't know" (rule 52). */}
            <Select
              label={<Optional>{t`Gol`}</Optional>}
              description={t`The circle of villages your family marries within.`}
              placeholder={t`Choose one`}
              searchable
              clearable
              nothingFoundMessage={t`Nothing found`}
              data={golData}
              filter={namesFilter(golChoices)}
              data-testid="family-gol"
              {...form.getInputProps('golId')}
            />
          </SimpleGrid>
        </FieldSection>

        {/* Each optional, in the wizard and the tab alike (rule 52). */}
        <FieldSection title={<Trans>Lifestyle</Trans>}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="md">
            <Select
              label={<Optional>{t`Diet`}</Optional>}
              placeholder={t`Choose one`}
              clearable
              data={diets}
              data-testid="family-diet"
              {...form.getInputProps('diet')}
            />
            <Select
              label={<Optional>{t`Smoking`}</Optional>}
              placeholder={t`Choose one`}
              clearable
              data={habits}
              data-testid="family-smoking"
              {...form.getInputProps('smoking')}
            />
            <Select
              label={<Optional>{t`Drinking`}</Optional>}
              placeholder={t`Choose one`}
              clearable
              data={habits}
              data-testid="family-drinking"
              {...form.getInputProps('drinking')}
            />
          </SimpleGrid>
        </FieldSection>

        <FieldSection title={<Trans>Parents' contact</Trans>}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <PhoneField
              label={t`Parent's mobile number`}
              required
              testId="family-phone1"
              code={form.getInputProps('parentPhone1Code')}
              phone={form.getInputProps('parentPhone1')}
              whatsApp={form.getInputProps('parentPhone1IsWhatApps', { type: 'checkbox' })}
            />
            <PhoneField
              label={t`Second mobile number (optional)`}
              testId="family-phone2"
              code={form.getInputProps('parentPhone2Code')}
              phone={form.getInputProps('parentPhone2')}
              whatsApp={form.getInputProps('parentPhone2IsWhatApps', { type: 'checkbox' })}
            />
          </SimpleGrid>
        </FieldSection>
        <StepActions
          loading={save.isPending}
          onPrevious={onPrevious}
          submitLabel={extended ? <Trans>Save</Trans> : undefined}
        />
      </Stack>
    </form>
  );
}
