import { useLingui } from '@lingui/react/macro';
import { Group, NumberInput, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import type { MemberDetail, StepAnswer } from '../../api/generated/client';
import { ADULT_AGE, NAME_MAX, WEIGHT_MAX_KG, WEIGHT_MIN_KG } from '../../api/generated/rules/rules';
import { ProblemAlert } from '../problem-alert';
import { useCommunities } from '../../lib/lookups/get-communities';
import { useHeights } from '../../lib/lookups/get-heights';
import { toOptions } from '../../lib/lookups/lookup-lists';
import { useSavePersonalDetails } from './api/save-personal-details';
import { birthDateRange, indiaToday } from './model/fields';
import { FEMALE_LABEL, MALE_LABEL, MARITAL_STATUS_OPTIONS, NO_LABEL, YES_LABEL, optionItems } from './model/options';
import {
  buildPersonalPayload,
  groupCommunities,
  personalValuesFrom,
  showsDisability,
  validatePersonal,
  type PersonalValues,
} from './model/personal';
import { BirthDateInput } from './birth-date-input';
import { Optional, StepActions } from './step-parts';
import { scrollToFirstError, serverFieldErrors, translateCodes } from './form-errors';

const FIELDS = [
  'firstName',
  'lastName',
  'communityId',
  'parentCommunityId',
  'maritalStatus',
  'anyDisability',
  'disability',
  'heightId',
  'weight',
  'birthDate',
  'gender',
] as const;

export interface StepProps {
  detail: MemberDetail;
  onSaved: (saved: object, answer: StepAnswer) => void;
  onPrevious?: () => void;
}

export function PersonalStep({ detail, onSaved }: StepProps) {
  const { t, i18n } = useLingui();
  const communities = useCommunities();
  const heights = useHeights();
  const today = useMemo(() => indiaToday(), []);
  const range = useMemo(() => birthDateRange(today), [today]);

  const form = useForm<PersonalValues>({
    mode: 'controlled',
    initialValues: personalValuesFrom(detail),
    validate: (values) => translateCodes(validatePersonal(values, today), i18n),
  });

  const save = useSavePersonalDetails({
    onSuccess: (answer, payload) => onSaved(payload, answer),
    onError: (error) => {
      const fieldErrors = serverFieldErrors(error, FIELDS, i18n);
      if (fieldErrors.parentCommunityId && !fieldErrors.communityId) fieldErrors.communityId = fieldErrors.parentCommunityId;
      form.setErrors(fieldErrors);
      scrollToFirstError();
    },
  });

  const communityData = useMemo(
    () => groupCommunities(communities.data.result, (name) => t`${name} (other)`),
    [communities.data, t],
  );
  const maritalData = useMemo(() => optionItems(MARITAL_STATUS_OPTIONS, (d) => i18n._(d)), [i18n]);
  const heightData = useMemo(() => toOptions(heights.data.result), [heights.data]);

  const submit = form.onSubmit(
    (values) =>
      save.mutate(
        buildPersonalPayload(values, communities.data.result, { id: detail.id, profileId: detail.profileId }),
      ),
    scrollToFirstError,
  );
  const nameMax = NAME_MAX;
  const minKg = WEIGHT_MIN_KG;
  const maxKg = WEIGHT_MAX_KG;
  const adultAge = ADULT_AGE;

  return (
    <form onSubmit={submit} noValidate data-testid="wizard-step-personal">
      <Stack gap="md">
        <ProblemAlert error={save.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={t`First name`}
            withAsterisk
            maxLength={nameMax}
            autoComplete="given-name"
            data-testid="personal-first-name"
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t`Last name (surname)`}
            withAsterisk
            maxLength={nameMax}
            autoComplete="family-name"
            data-testid="personal-last-name"
            {...form.getInputProps('lastName')}
          />
          <Radio.Group label={t`Gender`} withAsterisk {...form.getInputProps('gender')} data-testid="personal-gender">
            <Group gap="lg" mt={6}>
              <Radio value="male" label={i18n._(MALE_LABEL)} data-testid="personal-gender-male" />
              <Radio value="female" label={i18n._(FEMALE_LABEL)} data-testid="personal-gender-female" />
            </Group>
          </Radio.Group>
          <BirthDateInput
            label={t`Date of birth`}
            description={t`You must be at least ${adultAge} years old.`}
            withAsterisk
            minDate={range.min}
            maxDate={range.max}
            data-testid="personal-birth-date"
            {...form.getInputProps('birthDate')}
          />
          <Select
            label={t`Community`}
            placeholder={t`Choose your community`}
            withAsterisk
            searchable
            nothingFoundMessage={t`Nothing found`}
            data={communityData}
            data-testid="personal-community"
            {...form.getInputProps('communityId')}
          />
          <Select
            label={t`Marital status`}
            placeholder={t`Choose one`}
            withAsterisk
            data={maritalData}
            allowDeselect={false}
            data-testid="personal-marital-status"
            {...form.getInputProps('maritalStatus')}
          />
          <Select
            label={t`Height`}
            placeholder={t`Choose your height`}
            withAsterisk
            searchable
            nothingFoundMessage={t`Nothing found`}
            data={heightData}
            data-testid="personal-height"
            {...form.getInputProps('heightId')}
          />
          <NumberInput
            label={
              <>
                {t`Weight (kg)`}
                <Optional />
              </>
            }
            description={t`Between ${minKg} and ${maxKg} kg.`}
            min={minKg}
            max={maxKg}
            decimalScale={1}
            allowNegative={false}
            hideControls
            inputMode="decimal"
            data-testid="personal-weight"
            {...form.getInputProps('weight')}
          />
          <Radio.Group
            label={t`Any physical disability?`}
            withAsterisk
            {...form.getInputProps('anyDisability')}
            data-testid="personal-any-disability"
          >
            <Group gap="lg" mt={6}>
              <Radio value="no" label={i18n._(NO_LABEL)} data-testid="personal-disability-no" />
              <Radio value="yes" label={i18n._(YES_LABEL)} data-testid="personal-disability-yes" />
            </Group>
          </Radio.Group>
          {showsDisability(form.values) && (
            <TextInput
              label={t`Name of the disability`}
              withAsterisk
              data-testid="personal-disability"
              {...form.getInputProps('disability')}
            />
          )}
        </SimpleGrid>
        <StepActions loading={save.isPending} />
      </Stack>
    </form>
  );
}
