import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Chip, Group, Input, NumberInput, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import type { MemberDetail, StepAnswer } from '../../api/generated/client';
import { ADULT_AGE, NAME_MAX, PLACE_MAX, WEIGHT_MAX_KG, WEIGHT_MIN_KG } from '../../api/generated/rules/rules';
import { ProblemAlert } from '../problem-alert';
import { useCommunities } from '../../lib/lookups/get-communities';
import { useHeights } from '../../lib/lookups/get-heights';
import { toOptions } from '../../lib/lookups/lookup-lists';
import { useSavePersonalDetails } from './api/save-personal-details';
import { birthDateRange, displayDate, indiaToday } from './model/fields';
import {
  BLOOD_GROUP_ITEMS,
  FEMALE_LABEL,
  MALE_LABEL,
  MANGLIK_OPTIONS,
  MARITAL_STATUS_OPTIONS,
  MOON_SIGN_OPTIONS,
  MOTHER_TONGUE_OPTIONS,
  NAKSHATRA_OPTIONS,
  NO_LABEL,
  SUN_SIGN_OPTIONS,
  YES_LABEL,
  hobbyItems,
  optionItems,
} from './model/options';
import {
  buildPersonalPayload,
  buildProfilePersonalPayload,
  groupCommunities,
  personalExtraValuesFrom,
  personalValuesFrom,
  showsDisability,
  validatePersonal,
  validatePersonalExtra,
  type ProfilePersonalValues,
} from './model/personal';
import { BirthDateInput } from './birth-date-input';
import { FieldSection, Optional, StepActions } from './step-parts';
import { scrollToFirstError, serverFieldErrors, translateCodes } from './form-errors';
import { namesFilter } from '../../lib/lookups/search-fold';
import { creatorOf, creatorOptions } from '../../lib/profile-creator-labels';

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
  'sunSign',
  'bloodGroup',
  'motherTongue',
  'hobbies',
  'birthTime',
  'birthPlace',
  'moonSign',
  'nakshatra',
  'manglik',
  'horoscopeVisibility',
  'createdBy',
] as const;

export interface StepProps {
  detail: MemberDetail;
  onSaved: (saved: object, answer: StepAnswer) => void;
  onPrevious?: () => void;
  /**
   * The profile tab of an approved member (status 3) rather than the wizard's step: the tab's extra fields too,
   * saved with the Profile call, and a "Save" button. The wizard leaves it out and is unchanged.
   */
  extended?: boolean;
}

export function PersonalStep({
  detail,
  onSaved,
  extended = false,
  onRequestChange,
}: StepProps & {
  /**
   * Status 3: the name, birth date and gender are shown read-only (the server takes them only as they are) and this
   * opens the edit request that changes them.
   */
  onRequestChange?: () => void;
}) {
  const { t, i18n } = useLingui();
  const communities = useCommunities();
  const heights = useHeights();
  const today = useMemo(() => indiaToday(), []);
  const range = useMemo(() => birthDateRange(today), [today]);
  const locked = onRequestChange !== undefined;

  const form = useForm<ProfilePersonalValues>({
    mode: 'controlled',
    initialValues: { ...personalValuesFrom(detail), ...personalExtraValuesFrom(detail) },
    validate: (values) =>
      translateCodes(
        { ...validatePersonal(values, today), ...(extended ? validatePersonalExtra(values) : {}) },
        i18n,
      ),
  });

  const save = useSavePersonalDetails(
    {
      onSuccess: (answer, payload) => onSaved(payload, answer),
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error, FIELDS, i18n);
        if (fieldErrors.parentCommunityId && !fieldErrors.communityId) fieldErrors.communityId = fieldErrors.parentCommunityId;
        form.setErrors(fieldErrors);
        scrollToFirstError();
      },
    },
    extended ? 'profile' : 'wizard',
  );

  const communityData = useMemo(
    () => groupCommunities(communities.data.result, (name) => t`${name} (sub-community not named)`),
    [communities.data, t],
  );
  const maritalData = useMemo(() => optionItems(MARITAL_STATUS_OPTIONS, i18n.locale), [i18n.locale]);
  const heightData = useMemo(() => toOptions(heights.data.result), [heights.data]);
  const sunSignData = useMemo(() => optionItems(SUN_SIGN_OPTIONS, i18n.locale), [i18n.locale]);
  const motherTongueData = useMemo(() => optionItems(MOTHER_TONGUE_OPTIONS, i18n.locale), [i18n.locale]);
  const hobbyData = useMemo(() => hobbyItems(i18n.locale), [i18n.locale]);
  const moonSignData = useMemo(() => optionItems(MOON_SIGN_OPTIONS, i18n.locale), [i18n.locale]);
  const nakshatraData = useMemo(() => optionItems(NAKSHATRA_OPTIONS, i18n.locale), [i18n.locale]);
  const manglikData = useMemo(() => optionItems(MANGLIK_OPTIONS, i18n.locale), [i18n.locale]);
  const creatorData = useMemo(() => creatorOptions(i18n), [i18n]);

  const submit = form.onSubmit((values) => {
    const ids = { id: detail.id, profileId: detail.profileId };
    save.mutate(
      extended
        ? buildProfilePersonalPayload(values, communities.data.result, ids)
        : buildPersonalPayload(values, communities.data.result, ids),
    );
  }, scrollToFirstError);
  const nameMax = NAME_MAX;
  const minKg = WEIGHT_MIN_KG;
  const maxKg = WEIGHT_MAX_KG;
  const adultAge = ADULT_AGE;

  return (
    <form onSubmit={submit} noValidate data-testid="wizard-step-personal">
      <Stack gap="md">
        <ProblemAlert error={save.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          {locked ? (
            <>
              <TextInput
                label={t`First name`}
                readOnly
                variant="filled"
                data-testid="personal-first-name"
                value={form.values.firstName}
                error={form.errors.firstName}
              />
              <TextInput
                label={t`Last name (surname)`}
                readOnly
                variant="filled"
                data-testid="personal-last-name"
                value={form.values.lastName}
                error={form.errors.lastName}
              />
              <TextInput
                label={t`Gender`}
                readOnly
                variant="filled"
                data-testid="personal-gender"
                value={form.values.gender ? i18n._(form.values.gender === 'male' ? MALE_LABEL : FEMALE_LABEL) : ''}
                error={form.errors.gender}
              />
              <TextInput
                label={t`Date of birth`}
                readOnly
                variant="filled"
                data-testid="personal-birth-date"
                value={displayDate(form.values.birthDate) ?? ''}
                error={form.errors.birthDate}
              />
              <Stack gap={6} style={{ gridColumn: '1 / -1' }} data-testid="personal-identity-locked">
                <Text size="sm" c="dimmed">
                  <Trans>
                    Only a moderator can change your name, date of birth or gender. Send a request with the new value.
                  </Trans>
                </Text>
                <Group>
                  <Button variant="light" onClick={onRequestChange} data-testid="personal-request-change">
                    <Trans>Request a change</Trans>
                  </Button>
                </Group>
              </Stack>
            </>
          ) : (
            <>
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
            </>
          )}
          <Select
            label={t`Profile created by`}
            description={t`When it is not the person, others see who looks after the profile.`}
            withAsterisk
            data={creatorData}
            allowDeselect={false}
            data-testid="personal-created-by"
            {...form.getInputProps('createdBy')}
            onChange={(value) => form.setFieldValue('createdBy', creatorOf(value) ?? 'self')}
          />
          <Select
            label={t`Community`}
            placeholder={t`Choose your community`}
            withAsterisk
            searchable
            nothingFoundMessage={t`Nothing found`}
            data={communityData}
            filter={namesFilter(communities.data.result)}
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
            label={<Optional>{t`Weight (kg)`}</Optional>}
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
          {extended && (
            <>
              <Select
                label={<Optional>{t`Sun sign`}</Optional>}
                placeholder={t`Choose one`}
                clearable
                data={sunSignData}
                data-testid="personal-sun-sign"
                {...form.getInputProps('sunSign')}
              />
              <Select
                label={<Optional>{t`Blood group`}</Optional>}
                placeholder={t`Choose one`}
                clearable
                data={BLOOD_GROUP_ITEMS}
                data-testid="personal-blood-group"
                {...form.getInputProps('bloodGroup')}
              />
              <Select
                label={<Optional>{t`Mother tongue`}</Optional>}
                placeholder={t`Choose one`}
                clearable
                data={motherTongueData}
                data-testid="personal-mother-tongue"
                {...form.getInputProps('motherTongue')}
              />
            </>
          )}
        </SimpleGrid>
        {extended && (
          <Input.Wrapper
            label={<Optional>{t`Hobbies`}</Optional>}
            description={t`Choose as many as you like.`}
            error={form.errors.hobbies}
            data-testid="personal-hobbies"
          >
            <Chip.Group multiple {...form.getInputProps('hobbies')}>
              <Group gap="xs" mt={8}>
                {hobbyData.map((hobby) => (
                  <Chip key={hobby.value} value={hobby.value} size="sm" data-testid={`personal-hobby-${hobby.value}`}>
                    {hobby.label}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Input.Wrapper>
        )}
        {/* The horoscope (rule 50): the profile tab only, never the wizard; optional, never used to match, and the
            member may show it to accepted connections only. */}
        {extended && (
          <FieldSection title={<Trans>Horoscope (optional)</Trans>}>
            <Stack gap="md" data-testid="personal-horoscope">
              <Text size="sm" c="dimmed">
                <Trans>Every field is optional, and Sagpan never uses the horoscope to match profiles.</Trans>
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
                <TimeInput
                  label={t`Time of birth`}
                  description={t`Hours and minutes, on the 24-hour clock.`}
                  data-testid="personal-birth-time"
                  {...form.getInputProps('birthTime')}
                />
                <TextInput
                  label={t`Place of birth`}
                  maxLength={PLACE_MAX}
                  data-testid="personal-birth-place"
                  {...form.getInputProps('birthPlace')}
                />
                <Select
                  label={t`Moon sign (rashi)`}
                  placeholder={t`Choose one`}
                  clearable
                  data={moonSignData}
                  data-testid="personal-moon-sign"
                  {...form.getInputProps('moonSign')}
                />
                <Select
                  label={t`Nakshatra (birth star)`}
                  placeholder={t`Choose one`}
                  searchable
                  clearable
                  nothingFoundMessage={t`Nothing found`}
                  data={nakshatraData}
                  data-testid="personal-nakshatra"
                  {...form.getInputProps('nakshatra')}
                />
                <Select
                  label={t`Manglik`}
                  placeholder={t`Choose one`}
                  clearable
                  data={manglikData}
                  data-testid="personal-manglik"
                  {...form.getInputProps('manglik')}
                />
              </SimpleGrid>
              <Radio.Group
                label={t`Who sees your horoscope`}
                {...form.getInputProps('horoscopeVisibility')}
                data-testid="personal-horoscope-visibility"
              >
                <Group gap="lg" mt={6}>
                  <Radio value="all" label={t`Every approved member`} data-testid="personal-horoscope-visibility-all" />
                  <Radio
                    value="connections"
                    label={t`Only accepted connections`}
                    data-testid="personal-horoscope-visibility-connections"
                  />
                </Group>
              </Radio.Group>
            </Stack>
          </FieldSection>
        )}
        <StepActions loading={save.isPending} submitLabel={extended ? <Trans>Save</Trans> : undefined} />
      </Stack>
    </form>
  );
}
