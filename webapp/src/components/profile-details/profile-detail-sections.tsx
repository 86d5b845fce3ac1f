import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MemberDetail } from '../../api/generated/client';
import { displayDate } from '../profile-form/model/fields';
import {
  DIET_OPTIONS,
  FAMILY_TYPE_OPTIONS,
  FEMALE_LABEL,
  HABIT_OPTIONS,
  MALE_LABEL,
  MANGLIK_OPTIONS,
  MARITAL_STATUS_OPTIONS,
  MOON_SIGN_OPTIONS,
  MOTHER_TONGUE_OPTIONS,
  NAKSHATRA_OPTIONS,
  NO_LABEL,
  SUN_SIGN_OPTIONS,
  VISA_TYPE_OPTIONS,
  YES_LABEL,
  hobbyLabels,
  optionLabel,
} from '../profile-form/model/options';
import { useAnnualIncomes } from '../../lib/lookups/get-annual-incomes';
import { useCommunities } from '../../lib/lookups/get-communities';
import { useCountries } from '../../lib/lookups/get-countries';
import { useEducations } from '../../lib/lookups/get-educations';
import { useHeights } from '../../lib/lookups/get-heights';
import { OCCUPATION_TYPE, useOccupations } from '../../lib/lookups/get-occupations';
import { nameOf } from '../../lib/lookups/lookup-lists';

interface Row {
  label: string;
  value: ReactNode;
  testId?: string;
}

function DetailSection({
  title,
  rows,
  testId,
  note,
}: {
  title: ReactNode;
  rows: Row[];
  testId: string;
  /** A quiet line under the rows. */
  note?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" data-testid={testId}>
      <Title order={2} size="h4" mb="sm" c="green.9">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="sm" component="dl" m={0}>
        {rows.map((row) => (
          <Box key={row.label} data-testid={row.testId}>
            <Text component="dt" size="xs" c="dimmed" fw={500}>
              {row.label}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {row.value === undefined || row.value === null || row.value === '' ? '—' : row.value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      {note && (
        <Text size="xs" c="dimmed" mt="sm" style={{ overflowWrap: 'anywhere' }}>
          {note}
        </Text>
      )}
    </Paper>
  );
}

/**
 * The personal, family and professional sections of a profile (the member's own page and the moderators' view). The
 * reference lists that name its ids suspend: the pages' loaders fetch them first (ensureProfileLookups).
 *
 * `extended` adds the profile tabs' extra fields (sun sign, hobbies, married siblings, college, expectations, ...);
 * `asOthersSeeIt` shows the parents' numbers as other members see them: not at all, until a connection is accepted;
 * `parentPhonesShared` (another member's detail, whose connection with the viewer is accepted: the server sent the
 * numbers) shows them after all.
 */
export function ProfileDetailSections({
  profile,
  extended = false,
  asOthersSeeIt = false,
  parentPhonesShared = false,
}: {
  profile: MemberDetail;
  extended?: boolean;
  asOthersSeeIt?: boolean;
  parentPhonesShared?: boolean;
}) {
  const { t, i18n } = useLingui();
  const communities = useCommunities();
  const heights = useHeights();
  const fatherOccupations = useOccupations(OCCUPATION_TYPE.father);
  const motherOccupations = useOccupations(OCCUPATION_TYPE.mother);
  const ownOccupations = useOccupations(OCCUPATION_TYPE.own);
  const incomes = useAnnualIncomes();
  const educations = useEducations();
  const countries = useCountries();

  const p = profile;
  const tr = (d: MessageDescriptor) => i18n._(d);
  const yesNo = (value: boolean | null | undefined) => (value == null ? undefined : tr(value ? YES_LABEL : NO_LABEL));
  const phone = (code?: string | null, number?: string | null, whatsApp?: boolean | null) =>
    number ? `${code ?? ''} ${number}${whatsApp ? ` (${t`WhatsApp`})` : ''}`.trim() : undefined;
  const fullName = `${p.firstName} ${p.lastName}`.trim();
  const kg = p.weight;

  const personal: Row[] = [
    { label: t`Name`, value: fullName, testId: 'profile-name' },
    { label: t`Gender`, value: p.gender === undefined ? undefined : tr(p.gender ? MALE_LABEL : FEMALE_LABEL) },
    { label: t`Date of birth`, value: displayDate(p.birthDate) },
    {
      label: t`Community`,
      value: nameOf(communities.data.result, p.communityId ?? p.parentCommunityId),
    },
    { label: t`Marital status`, value: optionLabel(MARITAL_STATUS_OPTIONS, p.maritalStatus, i18n.locale) },
    { label: t`Height`, value: nameOf(heights.data.result, p.heightId) },
    { label: t`Weight`, value: kg === undefined ? undefined : t`${kg} kg` },
    {
      label: t`Any physical disability?`,
      value: p.anyDisability ? `${yesNo(true)}${p.disability ? ` – ${p.disability}` : ''}` : yesNo(p.anyDisability),
    },
    ...(extended
      ? [
          { label: t`Sun sign`, value: optionLabel(SUN_SIGN_OPTIONS, p.sunSign, i18n.locale), testId: 'profile-sun-sign' },
          { label: t`Blood group`, value: p.bloodGroup, testId: 'profile-blood-group' },
          {
            label: t`Mother tongue`,
            value: optionLabel(MOTHER_TONGUE_OPTIONS, p.motherTongue, i18n.locale),
            testId: 'profile-mother-tongue',
          },
          { label: t`Hobbies`, value: hobbyLabels(p.hobbies, i18n.locale).join(', '), testId: 'profile-hobbies' },
        ]
      : []),
  ];
  const parentPhones: Row[] =
    asOthersSeeIt && !parentPhonesShared
      ? [
          {
            label: t`Parent's mobile number`,
            value: t`Parents' phone numbers are shared only after a connection request is accepted.`,
            testId: 'profile-parent-phones-hidden',
          },
        ]
      : [
          {
            label: t`Parent's mobile number`,
            value: phone(p.parentPhone1Code, p.parentPhone1, p.parentPhone1IsWhatApps),
            testId: 'profile-parent-phone-1',
          },
          {
            label: t`Second mobile number`,
            value: phone(p.parentPhone2Code, p.parentPhone2, p.parentPhone2IsWhatApps),
            testId: 'profile-parent-phone-2',
          },
        ];
  // Lifestyle opens the "Lifestyle & family" section: families ask about it first (rule 52).
  const lifestyle: Row[] = [
    { label: t`Diet`, value: optionLabel(DIET_OPTIONS, p.diet, i18n.locale), testId: 'profile-diet' },
    { label: t`Smoking`, value: optionLabel(HABIT_OPTIONS, p.smoking, i18n.locale), testId: 'profile-smoking' },
    { label: t`Drinking`, value: optionLabel(HABIT_OPTIONS, p.drinking, i18n.locale), testId: 'profile-drinking' },
  ];
  const family: Row[] = [
    ...lifestyle,
    { label: t`Father's name`, value: p.fatherName },
    { label: t`Father's occupation`, value: nameOf(fatherOccupations.data.result, p.fatherOccupationId) },
    { label: t`Mother's name`, value: p.motherName },
    { label: t`Mother's occupation`, value: nameOf(motherOccupations.data.result, p.motherOccupationId) },
    { label: t`Family type`, value: optionLabel(FAMILY_TYPE_OPTIONS, p.familyType, i18n.locale) },
    { label: t`Family annual income`, value: nameOf(incomes.data.result, p.familyAnnualIncomeId) },
    { label: t`Number of brothers`, value: p.noOfBrother },
    { label: t`Number of sisters`, value: p.noOfSister },
    ...(extended
      ? [
          { label: t`Married brothers`, value: p.marriedBrothers, testId: 'profile-married-brothers' },
          { label: t`Married sisters`, value: p.marriedSisters, testId: 'profile-married-sisters' },
          { label: t`Family name`, value: p.familyName, testId: 'profile-family-name' },
          { label: t`Where the family lives`, value: p.familyLocation, testId: 'profile-family-location' },
        ]
      : []),
    { label: t`Native district`, value: p.nativeDistrict },
    { label: t`Native taluka`, value: p.nativeTaluko },
    { label: t`Native village or town`, value: p.nativePlace, testId: 'profile-native-place' },
    // The server sends the mosal in the reader's language when it names a listed village (rule 52).
    { label: t`Mosal (mother's native place)`, value: p.mosad },
    // The gol (the village marriage circle, rule 52) belongs with the native place: the server names it already.
    { label: t`Gol`, value: p.gol, testId: 'profile-gol' },
    ...parentPhones,
  ];
  const professional: Row[] = [
    { label: t`Do you live outside India (NRI)?`, value: yesNo(p.isNRI) },
    ...(p.isNRI
      ? [
          { label: t`Country you live in`, value: nameOf(countries.data.result, p.countryId) },
          { label: t`Visa status`, value: optionLabel(VISA_TYPE_OPTIONS, p.visaType, i18n.locale) },
        ]
      : []),
    { label: t`State`, value: p.state },
    { label: t`City`, value: p.city, testId: 'profile-city' },
    { label: t`Education`, value: nameOf(educations.data.result, p.educationId) },
    { label: t`Education details`, value: p.educationDetails },
    ...(extended ? [{ label: t`College attended`, value: p.college, testId: 'profile-college' }] : []),
    { label: t`Occupation`, value: nameOf(ownOccupations.data.result, p.occupationId) },
    { label: t`Occupation details`, value: p.occupationDetails },
    ...(extended
      ? [
          { label: t`Working as`, value: p.workingAs, testId: 'profile-working-as' },
          { label: t`Employer name or post`, value: p.employer, testId: 'profile-employer' },
        ]
      : []),
    // Every member may state an income; only men must (rule 52), so a woman's row shows only when she stated it.
    ...(p.gender || p.annualIncomeId != null
      ? [
          {
            label: t`Annual income`,
            value: nameOf(incomes.data.result, p.annualIncomeId),
            testId: 'profile-annual-income',
          },
        ]
      : []),
    { label: t`About me`, value: p.about },
    ...(extended
      ? [{ label: t`Expectations from a life partner`, value: p.expectation, testId: 'profile-expectation' }]
      : []),
  ];

  // The horoscope (rule 50): optional, so its section shows only when something of it is stated (and, for another
  // member's detail, only when its owner lets the viewer see it: the server leaves it out otherwise). It comes last,
  // as on the bio-data.
  const horoscope: Row[] = [
    { label: t`Time of birth`, value: p.birthTime, testId: 'profile-birth-time' },
    { label: t`Place of birth`, value: p.birthPlace, testId: 'profile-birth-place' },
    {
      label: t`Moon sign (rashi)`,
      value: optionLabel(MOON_SIGN_OPTIONS, p.moonSign, i18n.locale),
      testId: 'profile-moon-sign',
    },
    {
      label: t`Birth star (nakshatra)`,
      value: optionLabel(NAKSHATRA_OPTIONS, p.nakshatra, i18n.locale),
      testId: 'profile-nakshatra',
    },
    { label: t`Manglik`, value: optionLabel(MANGLIK_OPTIONS, p.manglik, i18n.locale), testId: 'profile-manglik' },
  ];
  const hasHoroscope = [p.birthTime, p.birthPlace, p.moonSign, p.nakshatra, p.manglik].some(
    (value) => value !== undefined && value !== null && value !== '',
  );

  return (
    <>
      <DetailSection title={<Trans>Personal details</Trans>} rows={personal} testId="profile-section-personal" />
      <DetailSection title={<Trans>Lifestyle & family</Trans>} rows={family} testId="profile-section-family" />
      <DetailSection
        title={<Trans>Professional details</Trans>}
        rows={professional}
        testId="profile-section-professional"
      />
      {hasHoroscope && (
        <DetailSection
          title={<Trans>Horoscope</Trans>}
          rows={horoscope}
          testId="profile-section-horoscope"
          note={
            p.horoscopeVisibility === 'connections' ? (
              <Trans>Shown only to members whose connection has been accepted.</Trans>
            ) : undefined
          }
        />
      )}
    </>
  );
}
