import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Center,
  Container,
  Group,
  Image,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { MemberDetail } from '../../../api/generated/client';
import { problemMessages } from '../../../lib/problem';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ownProfileQuery } from '../../create-profile/api/wizard-api';
import {
  FAMILY_TYPE_OPTIONS,
  FEMALE_LABEL,
  MALE_LABEL,
  MARITAL_STATUS_OPTIONS,
  NO_LABEL,
  VISA_TYPE_OPTIONS,
  YES_LABEL,
  optionLabel,
} from '../../create-profile/model/options';
import { getCountriesQueryOptions } from '../../lookups/api/get-countries';
import { useCommunities } from '../../lookups/api/get-communities';
import {
  OCCUPATION_TYPE,
  nameOf,
  useAnnualIncomes,
  useEducations,
  useHeights,
  useOccupations,
} from '../../lookups/api/profile-lookups';
import { ProfileStatusBanner } from './profile-status-banner';

interface Row {
  label: string;
  value: ReactNode;
  testId?: string;
}

function DetailSection({ title, rows, testId }: { title: ReactNode; rows: Row[]; testId: string }) {
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
    </Paper>
  );
}

/** `YYYY-MM-DD` as Indians write it: DD-MM-YYYY. */
function displayDate(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const [year, month, day] = iso.split('-');
  return year && month && day ? `${day}-${month}-${year}` : iso;
}

/** The member's own profile, read-only for now (statuses 1 to 5). */
export function ProfilePage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`My profile`);
  const profile = useQuery(ownProfileQuery());
  const communities = useCommunities();
  const heights = useHeights();
  const fatherOccupations = useOccupations(OCCUPATION_TYPE.father);
  const motherOccupations = useOccupations(OCCUPATION_TYPE.mother);
  const ownOccupations = useOccupations(OCCUPATION_TYPE.own);
  const incomes = useAnnualIncomes();
  const educations = useEducations();
  const countries = useQuery(getCountriesQueryOptions());

  if (profile.isPending) {
    return (
      <Center py={80}>
        <Loader aria-label={t`Loading`} />
      </Center>
    );
  }
  if (profile.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={t`Your profile could not be loaded`} role="alert">
          <Stack gap="sm">
            <Text size="sm">{problemMessages(profile.error, i18n).join('\n')}</Text>
            <Button variant="light" color="red" onClick={() => void profile.refetch()} w="fit-content">
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }

  const p: MemberDetail = profile.data;
  const tr = (d: MessageDescriptor) => i18n._(d);
  const yesNo = (value: boolean | undefined) => (value === undefined ? undefined : tr(value ? YES_LABEL : NO_LABEL));
  const phone = (code?: string, number?: string, whatsApp?: boolean) =>
    number ? `${code ?? ''} ${number}${whatsApp ? ` (${t`WhatsApp`})` : ''}`.trim() : undefined;
  const fullName = `${p.firstName} ${p.lastName}`.trim();
  const kg = p.weight;

  const personal: Row[] = [
    { label: t`Name`, value: fullName, testId: 'profile-name' },
    { label: t`Gender`, value: p.gender === undefined ? undefined : tr(p.gender ? MALE_LABEL : FEMALE_LABEL) },
    { label: t`Date of birth`, value: displayDate(p.birthDate) },
    {
      label: t`Community`,
      value: nameOf(communities.data?.result, p.communityId ?? p.parentCommunityId),
    },
    { label: t`Marital status`, value: optionLabel(MARITAL_STATUS_OPTIONS, p.maritalStatus, tr) },
    { label: t`Height`, value: nameOf(heights.data?.result, p.heightId) },
    { label: t`Weight`, value: kg === undefined ? undefined : t`${kg} kg` },
    {
      label: t`Any physical disability?`,
      value: p.anyDisability ? `${yesNo(true)}${p.disability ? ` – ${p.disability}` : ''}` : yesNo(p.anyDisability),
    },
  ];
  const family: Row[] = [
    { label: t`Father's name`, value: p.fatherName },
    { label: t`Father's occupation`, value: nameOf(fatherOccupations.data?.result, p.fatherOccupationId) },
    { label: t`Mother's name`, value: p.motherName },
    { label: t`Mother's occupation`, value: nameOf(motherOccupations.data?.result, p.motherOccupationId) },
    { label: t`Family type`, value: optionLabel(FAMILY_TYPE_OPTIONS, p.familyType, tr) },
    { label: t`Family annual income`, value: nameOf(incomes.data?.result, p.familyAnnualIncomeId) },
    { label: t`Number of brothers`, value: p.noOfBrother },
    { label: t`Number of sisters`, value: p.noOfSister },
    { label: t`Native district`, value: p.nativeDistrict },
    { label: t`Native taluka`, value: p.nativeTaluko },
    { label: t`Native village or town`, value: p.nativePlace },
    { label: t`Mosal (mother's native place)`, value: p.mosad },
    { label: t`Parent's mobile number`, value: phone(p.parentPhone1Code, p.parentPhone1, p.parentPhone1IsWhatApps) },
    { label: t`Second mobile number`, value: phone(p.parentPhone2Code, p.parentPhone2, p.parentPhone2IsWhatApps) },
  ];
  const professional: Row[] = [
    { label: t`Do you live outside India (NRI)?`, value: yesNo(p.isNRI) },
    ...(p.isNRI
      ? [
          { label: t`Country you live in`, value: nameOf(countries.data?.result, p.countryId) },
          { label: t`Visa status`, value: optionLabel(VISA_TYPE_OPTIONS, p.visaType, tr) },
        ]
      : []),
    { label: t`State`, value: p.state },
    { label: t`City`, value: p.city },
    { label: t`Education`, value: nameOf(educations.data?.result, p.educationId) },
    { label: t`Education details`, value: p.educationDetails },
    { label: t`Occupation`, value: nameOf(ownOccupations.data?.result, p.occupationId) },
    { label: t`Occupation details`, value: p.occupationDetails },
    ...(p.gender ? [{ label: t`Annual income`, value: nameOf(incomes.data?.result, p.annualIncomeId) }] : []),
    { label: t`About me`, value: p.about },
  ];

  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid="profile-page">
      <Stack gap="md">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Group gap="md" wrap="nowrap">
            <Avatar src={p.profileImage} alt={fullName} size={72} radius="xl" color="green">
              {p.firstName.slice(0, 1)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
                {fullName}
              </Title>
              <Text c="dimmed" size="sm" data-testid="profile-id">
                <Trans>Profile ID: {p.profileId}</Trans>
              </Text>
            </div>
          </Group>
        </Paper>
        <ProfileStatusBanner status={p.profileStatus} />
        <DetailSection title={<Trans>Personal details</Trans>} rows={personal} testId="profile-section-personal" />
        <DetailSection title={<Trans>Lifestyle & family</Trans>} rows={family} testId="profile-section-family" />
        <DetailSection
          title={<Trans>Professional details</Trans>}
          rows={professional}
          testId="profile-section-professional"
        />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" data-testid="profile-section-photo">
          <Title order={2} size="h4" mb="sm" c="green.9">
            <Trans>Photo</Trans>
          </Title>
          {p.profileImage ? (
            <Image
              src={p.profileImage}
              alt={t`Profile photo of ${fullName}`}
              w={{ base: 180, sm: 240 }}
              h={{ base: 240, sm: 320 }}
              fit="cover"
              radius="md"
              data-testid="profile-photo"
            />
          ) : (
            <Text c="dimmed">
              <Trans>No photo yet.</Trans>
            </Text>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
