import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Card, List, Stack, Table, Text } from '@mantine/core';
import { SUPPORT_EMAIL } from '../../../lib/contact';
import { InfoPageLayout, InfoSection } from './info-page-layout';

export function PrivacyPolicyPage() {
  const { t } = useLingui();

  const rows = [
    {
      what: t`Name, e-mail address and mobile number`,
      why: t`To create your account, sign you in and send you codes and notices.`,
      who: t`You and the moderators. Never shown to other members.`,
    },
    {
      what: t`Birth date, gender and community`,
      why: t`To confirm you are an adult and to suggest suitable matches.`,
      who: t`Approved members see your age and community; moderators see everything.`,
    },
    {
      what: t`Family details and parents' phone numbers`,
      why: t`So that families can get to know each other and talk.`,
      who: t`Family details: approved members. Parents' phone numbers: only members whose connection request you accepted.`,
    },
    {
      what: t`Education, work and income`,
      why: t`So that families can judge whether a match suits them.`,
      who: t`Approved members and moderators.`,
    },
    {
      what: t`Photos`,
      why: t`So that members recognise genuine profiles.`,
      who: t`Only approved members and moderators, never the public. Metadata such as the location where a photo was taken is removed when you upload it.`,
    },
    {
      what: t`Login history: time, IP address, approximate location and browser`,
      why: t`To protect your account and let you spot a sign-in that was not you.`,
      who: t`You and the moderators.`,
    },
    {
      what: t`The IP address your account was created from`,
      why: t`India's rules for matrimonial sites ask us to keep it, for one year after registration; then it is erased.`,
      who: t`You (in your data download) and, if the law requires, the authorities.`,
    },
    {
      what: t`Identity documents and verification photos`,
      why: t`So that a moderator can check who you are, if you choose to. Each image is deleted as soon as the moderator decides, or after 14 days undecided; only the type and the outcome are kept.`,
      who: t`Only the moderators.`,
    },
    {
      what: t`Notifications and messages`,
      why: t`Connection requests, replies, support tickets and status changes are how the service works.`,
      who: t`You, the members involved, and moderators for support tickets and reports.`,
    },
  ];

  const whatLabel = t`What`;
  const whyLabel = t`Why`;
  const whoLabel = t`Who can see it`;

  return (
    <InfoPageLayout
      title={t`Privacy policy`}
      lead={
        <Trans>
          A marriage proposal involves the most personal details of a family. This page says plainly what Sagpan
          stores, why, and who can see it.
        </Trans>
      }
    >
      <InfoSection title={<Trans>What we store and why</Trans>}>
        {/* A three-column table is too wide for a phone; there each item becomes a card. */}
        <Box visibleFrom="md">
          <Table striped verticalSpacing="sm" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{whatLabel}</Table.Th>
                <Table.Th>{whyLabel}</Table.Th>
                <Table.Th>{whoLabel}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.what}>
                  <Table.Td fw={500}>{row.what}</Table.Td>
                  <Table.Td>{row.why}</Table.Td>
                  <Table.Td>{row.who}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
        <Stack hiddenFrom="md" gap="sm">
          {rows.map((row) => (
            <Card key={row.what} withBorder radius="md" padding="md">
              <Text fw={600} c="green.9" mb={4}>
                {row.what}
              </Text>
              <Text size="sm">
                <Text span fw={500}>
                  {whyLabel}:
                </Text>{' '}
                {row.why}
              </Text>
              <Text size="sm" mt={4}>
                <Text span fw={500}>
                  {whoLabel}:
                </Text>{' '}
                {row.who}
              </Text>
            </Card>
          ))}
        </Stack>
      </InfoSection>

      <InfoSection title={<Trans>Where your data is kept</Trans>}>
        <List spacing="xs">
          <List.Item>
            <Trans>Your data stays on Sagpan's own server. We do not sell it or share it with anyone.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              There are no third-party trackers, advertising or analytics on Sagpan, and no third-party captcha
              service: the check against automated sign-ups runs on our own server.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Your browser keeps only your language choice and, once you sign in, your session. Nothing is stored for
              advertising.
            </Trans>
          </List.Item>
        </List>
      </InfoSection>

      <InfoSection title={<Trans>Your choices</Trans>}>
        <List spacing="xs">
          <List.Item>
            <Trans>You can correct your profile at any time; changes are checked again before they are shown.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Deactivating hides your profile from everyone until you reactivate it.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Deleting your account erases your personal data and photos for good. Members you were in touch with
              will only see "Deleted member".
            </Trans>
          </List.Item>
        </List>
      </InfoSection>

      <InfoSection title={<Trans>Questions</Trans>}>
        <Text>
          <Trans>
            Write to <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor> for any question about your data.
          </Trans>
        </Text>
      </InfoSection>
    </InfoPageLayout>
  );
}
