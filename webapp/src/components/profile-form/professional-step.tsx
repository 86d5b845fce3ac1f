import { Trans, useLingui } from '@lingui/react/macro';
import { Autocomplete, Box, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { ABOUT_MAX, DETAILS_MAX, PLACE_MAX } from '../../api/generated/rules/rules';
import { ProblemAlert } from '../problem-alert';
import { useAnnualIncomes } from '../../lib/lookups/get-annual-incomes';
import { useCities } from '../../lib/lookups/get-cities';
import { useCountries } from '../../lib/lookups/get-countries';
import { useEducations } from '../../lib/lookups/get-educations';
import { OCCUPATION_TYPE, useOccupations } from '../../lib/lookups/get-occupations';
import { useStates } from '../../lib/lookups/get-states';
import { toOptions } from '../../lib/lookups/lookup-lists';
import { useSaveProfessionalDetails } from './api/save-professional-details';
import { idOrNull } from './model/fields';
import { NO_LABEL, VISA_TYPE_OPTIONS, YES_LABEL, optionItems } from './model/options';
import {
  DEFAULT_STATE_ID,
  buildProfessionalPayload,
  buildProfileProfessionalPayload,
  effectiveCountryId,
  professionalExtraValuesFrom,
  professionalFields,
  professionalValuesFrom,
  validateProfessional,
  validateProfessionalExtra,
  type ProfileProfessionalValues,
} from './model/professional';
import { DEFAULT_COUNTRY_ID } from '../../api/generated/rules/rules';
import type { StepProps } from './personal-step';
import { Optional, StepActions } from './step-parts';
import { scrollToFirstError, serverFieldErrors, translateCodes } from './form-errors';
import { namesFilter, nameSuggestions } from '../../lib/lookups/search-fold';
import { GrowingTextarea } from '../growing-textarea';

const FIELDS = [
  'isNRI',
  'countryId',
  'stateId',
  'city',
  'visaType',
  'educationId',
  'educationDetails',
  'occupationId',
  'occupationDetails',
  'annualIncomeId',
  'about',
  'college',
  'workingAs',
  'employer',
  'expectation',
] as const;

export function ProfessionalStep({ detail, onSaved, onPrevious, extended = false }: StepProps) {
  const { t, i18n } = useLingui();
  const isMale = detail.gender;

  const form = useForm<ProfileProfessionalValues>({
    mode: 'controlled',
    initialValues: { ...professionalValuesFrom(detail), ...professionalExtraValuesFrom(detail) },
    validate: (values) =>
      translateCodes(
        { ...validateProfessional(values, isMale), ...(extended ? validateProfessionalExtra(values) : {}) },
        i18n,
      ),
    onValuesChange: (values, previous) => {
      // Another country has other states: NRI members choose again; others return to India and Gujarat.
      if (values.isNRI !== previous.isNRI) {
        const nri = values.isNRI === 'yes';
        form.setValues({
          countryId: nri ? null : String(DEFAULT_COUNTRY_ID),
          stateId: nri ? null : String(DEFAULT_STATE_ID),
          visaType: nri ? values.visaType : null,
        });
      } else if (values.countryId !== previous.countryId && values.isNRI === 'yes') {
        form.setFieldValue('stateId', null);
      }
    },
  });

  const shown = professionalFields(form.values.isNRI, isMale);
  const countryId = effectiveCountryId(form.values);
  const countries = useCountries();
  const states = useStates(countryId);
  const cities = useCities(idOrNull(form.values.stateId));
  const educations = useEducations();
  const occupations = useOccupations(OCCUPATION_TYPE.own);
  const incomes = useAnnualIncomes();

  const save = useSaveProfessionalDetails(
    {
      onSuccess: (answer, payload) => onSaved(payload, answer),
      onError: (error) => {
        form.setErrors(serverFieldErrors(error, FIELDS, i18n));
        scrollToFirstError();
      },
    },
    extended ? 'profile' : 'wizard',
  );

  const visaTypes = useMemo(() => optionItems(VISA_TYPE_OPTIONS, i18n.locale), [i18n.locale]);
  const countryData = useMemo(
    () => toOptions(countries.data.result.filter((c) => c.id !== DEFAULT_COUNTRY_ID)),
    [countries.data],
  );
  const cityNames = useMemo(() => nameSuggestions(cities.data?.result), [cities.data]);
  const submit = form.onSubmit(
    (values) =>
      save.mutate(
        extended
          ? buildProfileProfessionalPayload(values, isMale, { id: detail.id })
          : buildProfessionalPayload(values, isMale, { id: detail.id }),
      ),
    scrollToFirstError,
  );
  const aboutLength = form.values.about.length;
  const aboutMax = ABOUT_MAX;
  const expectationLength = form.values.expectation.length;

  return (
    <form onSubmit={submit} noValidate data-testid="wizard-step-professional">
      <Stack gap="md">
        <ProblemAlert error={save.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <Radio.Group
            label={t`Do you live outside India (NRI)?`}
            withAsterisk
            {...form.getInputProps('isNRI')}
            data-testid="professional-nri"
          >
            <Group gap="lg" mt={6}>
              <Radio value="no" label={i18n._(NO_LABEL)} data-testid="professional-nri-no" />
              <Radio value="yes" label={i18n._(YES_LABEL)} data-testid="professional-nri-yes" />
            </Group>
          </Radio.Group>
          {shown.country ? (
            <Select
              label={t`Country you live in`}
              placeholder={t`Choose a country`}
              withAsterisk
              searchable
              nothingFoundMessage={t`Nothing found`}
              data={countryData}
              filter={namesFilter(countries.data.result)}
              data-testid="professional-country"
              {...form.getInputProps('countryId')}
            />
          ) : (
            <Box visibleFrom="sm" />
          )}
          {shown.visaType && (
            <Select
              label={t`Visa status`}
              placeholder={t`Choose one`}
              withAsterisk
              data={visaTypes}
              data-testid="professional-visa"
              {...form.getInputProps('visaType')}
            />
          )}
          <Select
            label={t`State`}
            placeholder={t`Choose a state`}
            withAsterisk
            searchable
            nothingFoundMessage={t`Nothing found`}
            data={toOptions(states.data?.result)}
            filter={namesFilter(states.data?.result)}
            disabled={countryId === null}
            data-testid="professional-state"
            {...form.getInputProps('stateId')}
          />
          <Autocomplete
            label={t`City`}
            description={t`Choose from the list or type the name.`}
            withAsterisk
            maxLength={PLACE_MAX}
            limit={50}
            {...cityNames}
            data-testid="professional-city"
            {...form.getInputProps('city')}
          />
          <Select
            label={t`Education`}
            placeholder={t`Choose your highest education`}
            withAsterisk
            searchable
            nothingFoundMessage={t`Nothing found`}
            data={toOptions(educations.data.result)}
            filter={namesFilter(educations.data.result)}
            data-testid="professional-education"
            {...form.getInputProps('educationId')}
          />
          <TextInput
            label={<Optional>{t`Education details`}</Optional>}
            description={t`For example the subject or the college.`}
            maxLength={DETAILS_MAX}
            data-testid="professional-education-details"
            {...form.getInputProps('educationDetails')}
          />
          {extended && (
            <TextInput
              label={<Optional>{t`College attended`}</Optional>}
              maxLength={DETAILS_MAX}
              data-testid="professional-college"
              {...form.getInputProps('college')}
            />
          )}
          <Select
            label={t`Occupation`}
            placeholder={t`Choose one`}
            withAsterisk
            searchable
            nothingFoundMessage={t`Nothing found`}
            data={toOptions(occupations.data.result)}
            filter={namesFilter(occupations.data.result)}
            data-testid="professional-occupation"
            {...form.getInputProps('occupationId')}
          />
          <TextInput
            label={<Optional>{t`Occupation details`}</Optional>}
            description={t`For example your position and employer.`}
            maxLength={DETAILS_MAX}
            data-testid="professional-occupation-details"
            {...form.getInputProps('occupationDetails')}
          />
          {extended && (
            <>
              <TextInput
                label={<Optional>{t`Working as`}</Optional>}
                description={t`For example engineer, teacher or own business.`}
                maxLength={DETAILS_MAX}
                data-testid="professional-working-as"
                {...form.getInputProps('workingAs')}
              />
              <TextInput
                label={<Optional>{t`Employer name or post`}</Optional>}
                maxLength={DETAILS_MAX}
                data-testid="professional-employer"
                {...form.getInputProps('employer')}
              />
            </>
          )}
          {/* Every member may state an income; it is required of men only (rule 52). */}
          <Select
            label={shown.incomeRequired ? t`Annual income` : <Optional>{t`Annual income`}</Optional>}
            placeholder={t`Choose one`}
            withAsterisk={shown.incomeRequired}
            clearable={!shown.incomeRequired}
            data={toOptions(incomes.data.result)}
            data-testid="professional-income"
            {...form.getInputProps('annualIncomeId')}
          />
        </SimpleGrid>
        <GrowingTextarea
          label={<Optional>{t`About me`}</Optional>}
          description={t`A few words about yourself, your family and what you are looking for. ${aboutLength} / ${aboutMax}`}
          minRows={4}
          maxRows={12}
          maxLength={aboutMax}
          data-testid="professional-about"
          {...form.getInputProps('about')}
        />
        {extended && (
          <GrowingTextarea
            label={<Optional>{t`Expectations from a life partner`}</Optional>}
            description={t`What you and your family hope for in a life partner. ${expectationLength} / ${aboutMax}`}
            minRows={3}
            maxRows={12}
            maxLength={aboutMax}
            data-testid="professional-expectation"
            {...form.getInputProps('expectation')}
          />
        )}
        <StepActions
          loading={save.isPending}
          onPrevious={onPrevious}
          submitLabel={extended ? <Trans>Save</Trans> : undefined}
        />
      </Stack>
    </form>
  );
}
