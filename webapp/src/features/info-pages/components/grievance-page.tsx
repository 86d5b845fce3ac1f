import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, List, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { GRIEVANCE_ACK_HOURS, GRIEVANCE_RESOLVE_DAYS } from '../../../api/generated/rules/rules';
import { ProblemAlert } from '../../../components/problem-alert';
import { AnchorLink } from '../../../components/router-link';
import { SUPPORT_EMAIL } from '../../../lib/contact';
import { useGrievanceOfficer } from '../api/get-grievance-officer';
import { InfoPageLayout, InfoSection } from './info-page-layout';

/** The officer's name and how to reach them, from the server's settings. */
function OfficerCard() {
  const officer = useGrievanceOfficer();
  const data = officer.data;
  const email = data ? (data.email ?? SUPPORT_EMAIL) : null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="grievance-officer">
      <ProblemAlert error={officer.error} />
      {data ? (
        <Stack gap={4}>
          <Text fw={700} data-testid="grievance-officer-name">
            {data.name ?? <Trans>Grievance officer of Sagpan</Trans>}
          </Text>
          {email && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Trans>E-mail:</Trans>{' '}
              <Anchor href={`mailto:${email}`} data-testid="grievance-officer-email">
                {email}
              </Anchor>
            </Text>
          )}
          {data.phone && (
            <Text size="sm">
              <Trans>Phone:</Trans>{' '}
              <Anchor href={`tel:${data.phone.replace(/\s+/g, '')}`} data-testid="grievance-officer-phone">
                {data.phone}
              </Anchor>
            </Text>
          )}
        </Stack>
      ) : (
        !officer.error && (
          <Stack gap={6}>
            <Skeleton height={18} width="50%" />
            <Skeleton height={14} width="70%" />
          </Stack>
        )
      )}
    </Paper>
  );
}

/**
 * The grievance officer (docs/rules.md rule 44; India's rules for matrimonial sites): who takes complaints, how soon
 * they are acknowledged and resolved, and what to write. Public.
 */
export function GrievancePage() {
  const { t } = useLingui();
  return (
    <InfoPageLayout
      title={t`Grievance officer`}
      lead={
        <Trans>
          A complaint about a profile, about how we handle personal data, or about a decision of our moderators: write to
          our grievance officer. Anyone may, member or not.
        </Trans>
      }
    >
      <InfoSection title={<Trans>Who to write to</Trans>}>
        <OfficerCard />
      </InfoSection>

      <InfoSection title={<Trans>What happens next</Trans>}>
        <List spacing="xs">
          <List.Item>
            <Trans>We acknowledge every complaint within {GRIEVANCE_ACK_HOURS} hours.</Trans>
          </List.Item>
          <List.Item>
            <Trans>We resolve it within {GRIEVANCE_RESOLVE_DAYS} days and tell you what we did.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              A profile that shows you or your photos without your consent is hidden as soon as we have checked the
              complaint.
            </Trans>
          </List.Item>
        </List>
      </InfoSection>

      <InfoSection title={<Trans>What to write</Trans>}>
        <Text>
          <Trans>
            Your name and how to reach you, the profile ID concerned (for example PT104233), what happened and when, and
            any screenshots. Never send your password or a code we sent you: nobody at Sagpan will ask for them.
          </Trans>
        </Text>
        <Text>
          <Trans>
            For a quicker answer about your own account, use a support ticket or the{' '}
            <AnchorLink to="/contact">contact page</AnchorLink>; to report a member, use the report button on their
            profile.
          </Trans>
        </Text>
      </InfoSection>
    </InfoPageLayout>
  );
}
