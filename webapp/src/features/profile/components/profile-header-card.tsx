import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { MemberDetail } from '../../../api/generated/client';
import { BioDataDownload } from '../../../components/bio-data-download';
import { CompletenessGapLinks } from '../../../components/completeness-gaps';
import type { ProfileTab } from '../../../lib/profile-tabs';
import { missingItems, type MissingItem } from '../model/completeness';

const MISSING_LABELS: Record<MissingItem, MessageDescriptor> = {
  community: msg`Community`,
  maritalStatus: msg`Marital status`,
  height: msg`Height`,
  weight: msg`Weight`,
  birthDate: msg`Date of birth`,
  sunSign: msg`Sun sign`,
  bloodGroup: msg`Blood group`,
  motherTongue: msg`Mother tongue`,
  hobbies: msg`Hobbies`,
  fatherName: msg`Father's name`,
  fatherOccupation: msg`Father's occupation`,
  motherName: msg`Mother's name`,
  motherOccupation: msg`Mother's occupation`,
  familyType: msg`Family type`,
  familyIncome: msg`Family annual income`,
  brothers: msg`Number of brothers`,
  sisters: msg`Number of sisters`,
  nativePlace: msg`Native village or town`,
  nativeDistrict: msg`Native district`,
  nativeTaluka: msg`Native taluka`,
  mosal: msg`Mosal (mother's native place)`,
  gol: msg`Gol`,
  diet: msg`Diet`,
  smoking: msg`Smoking`,
  drinking: msg`Drinking`,
  familyLocation: msg`Where the family lives`,
  familyName: msg`Family name`,
  parentPhone: msg`Parent's mobile number`,
  state: msg`State`,
  city: msg`City`,
  education: msg`Education`,
  educationDetails: msg`Education details`,
  college: msg`College attended`,
  occupation: msg`Occupation`,
  occupationDetails: msg`Occupation details`,
  workingAs: msg`Working as`,
  employer: msg`Employer name or post`,
  about: msg`About me`,
  expectation: msg`Expectations from a life partner`,
  photo: msg`Profile photo`,
  partnerPreferences: msg`Partner preferences`,
};

/** At most this many missing items are named; the rest are counted. */
const NAMED = 4;

/**
 * The approved member's card at the top of /profile and /profile/overview: photo, name, profile id, the download of
 * their own bio-data, and how complete the profile is, with what is still missing and, as links, the parts families
 * look at first (rule 53). `onOpenTab`: on /profile, those links open the tab at once.
 */
export function ProfileHeaderCard({
  profile: p,
  photoUrl,
  onOpenTab,
}: {
  profile: MemberDetail;
  photoUrl?: string;
  onOpenTab?: (tab: ProfileTab) => void;
}) {
  const { t, i18n } = useLingui();
  const fullName = `${p.firstName} ${p.lastName}`.trim();
  const completeness = Math.max(0, Math.min(100, p.completeness ?? 0));
  const missing = missingItems(p).map((item) => i18n._(MISSING_LABELS[item]));
  const named = missing.slice(0, NAMED);
  const more = missing.length - named.length;
  // Made only when it is shown: the first Intl.ListFormat of a page loads the language's data (tens of milliseconds on a
  // slow phone).
  const list =
    more === 0 && named.length > 0
      ? new Intl.ListFormat(i18n.locale === 'gu' ? 'gu' : 'en', { type: 'conjunction' }).format(named)
      : '';
  const joined = named.join(', ');
  const gaps = p.completenessGaps ?? [];

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="profile-header">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Avatar src={photoUrl ?? p.profileImage} alt={fullName} size={72} radius="xl" color="green">
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
        <BioDataDownload profileId={p.profileId} memberName={fullName} />
        {p.completeness !== undefined && (
          <Stack gap={6} data-testid="profile-completeness" data-value={completeness}>
            <Text size="sm" fw={600} id="profile-completeness-label">
              <Trans>Profile {completeness}% complete</Trans>
            </Text>
            {/* The section is the progressbar: it carries the name. */}
            <Progress.Root size="md" radius="xl">
              <Progress.Section
                value={completeness}
                color={completeness >= 80 ? 'green' : completeness >= 50 ? 'yellow' : 'orange'}
                aria-labelledby="profile-completeness-label"
              />
            </Progress.Root>
            {missing.length > 0 && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="profile-completeness-hint">
                {more > 0
                  ? t`To complete your profile, add: ${joined} and ${more} more.`
                  : t`To complete your profile, add: ${list}.`}
              </Text>
            )}
            {gaps.length > 0 && (
              <Stack gap={4} data-testid="profile-completeness-gaps">
                <Text size="xs" c="dimmed">
                  <Trans>Families look at these first:</Trans>
                </Text>
                <CompletenessGapLinks gaps={gaps} onOpenTab={onOpenTab} />
              </Stack>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
