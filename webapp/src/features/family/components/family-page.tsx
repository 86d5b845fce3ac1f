import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FAMILY_MANAGERS_MAX } from '../../../api/generated/rules/rules';
import { ProblemAlert } from '../../../components/problem-alert';
import { ProfileNav } from '../../../components/profile-nav';
import { AnchorLink } from '../../../components/router-link';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';
import { isActingManager } from '../../../lib/session/roles';
import { useSession } from '../../../lib/session/use-session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFamily } from '../api/family';
import { ContactsSection } from './contacts-section';
import { InviteForm } from './invite-form';
import { ManagedProfiles } from './managed-profiles';
import { ManagerCard } from './manager-card';

/**
 * /profile/family (docs/rules.md rule 46): the family members who look after the member's profile with their own
 * sign-in and the rights the member gave, an invitation for another (up to three), and the profiles the account itself
 * looks after, opened in one step. A family manager acting for a profile sees only the last; an account that only
 * looks after profiles lands here.
 */
export function FamilyPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Family`);
  const user = useSession()?.user;
  const acting = isActingManager(user);
  const family = useFamily();
  const data = family.data;
  const max = FAMILY_MANAGERS_MAX;
  const own = data?.hasOwnProfile === true && !acting;

  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid="family-page">
      {/* While the profile is being built, the wizard is its only other page. */}
      {user?.profileStatus !== ProfileStatus.Wizard && <ProfileNav />}
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            <Trans>Family</Trans>
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            <Trans>
              Parents, a brother or a sister can look after a profile with its person: each with their own sign-in, and
              only with the rights the person gives. Everything they do is named: the other family reads “Sent by her
              father”.
            </Trans>
          </Text>
        </div>
        <ProblemAlert error={family.error} title={t`The family could not be loaded`} />
        {!data && !family.error && <Skeleton h={160} radius="md" />}
        {own && (
          <Stack gap="sm" data-testid="family-managers">
            <Title order={2} size="h4">
              <Trans>Who looks after your profile</Trans>
            </Title>
            {data.managers.length === 0 ? (
              <Text size="sm" c="dimmed" data-testid="family-managers-none">
                <Trans>Nobody yet: you look after your profile alone.</Trans>
              </Text>
            ) : (
              data.managers.map((manager) => <ManagerCard key={manager.managerId} manager={manager} />)
            )}
            {data.managers.length < max ? (
              <InviteForm />
            ) : (
              <Text size="sm" c="dimmed" data-testid="family-managers-full">
                <Trans>Up to {max} family members can look after a profile. Remove one to invite another.</Trans>
              </Text>
            )}
          </Stack>
        )}
        {/* The family's contacts: the person's, and a manager's who may edit the profile (rule 46). */}
        {(own || (acting && user?.manager?.rights.includes('edit'))) && <ContactsSection editable />}
        {data && data.profiles.length > 0 && <ManagedProfiles profiles={data.profiles} acting={acting} />}
        {data && !own && data.profiles.length === 0 && (
          <Paper withBorder radius="md" p="md" data-testid="family-profiles-none">
            <Text size="sm">
              <Trans>
                You look after no profile now. When a family member invites you, open the link in their e-mail or{' '}
                <AnchorLink to="/auth/family">enter the code here</AnchorLink>.
              </Trans>
            </Text>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
