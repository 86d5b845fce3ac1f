import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Avatar, Button, Container, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MemberDetail } from '../../../api/generated/client';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';
import { ProblemAlert } from '../../../components/problem-alert';
import { ProfileNav } from '../../../components/profile-nav';
import { ButtonLink } from '../../../components/router-link';
import { ProfileDetailSections } from '../../../components/profile-details/profile-detail-sections';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { updateUser } from '../../../lib/session/session-store';
import { showToast } from '../../../lib/toast';
import type { ProfileTab } from '../../../lib/profile-tabs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOwnProfile } from '../api/get-own-profile';
import { useResubmitProfile } from '../api/resubmit-profile';
import { ApprovedProfile } from './approved-profile';
import { EditProfileWizard } from './edit-profile-wizard';
import { ProfileStatusBanner } from './profile-status-banner';

/**
 * The member's own profile after the wizard. An approved member (status 3) edits it in document 001's four tabs; at
 * the other statuses it is shown as it is, and when changes are requested the member edits it and submits it again.
 */
export function ProfilePage({ closed, tab }: { closed?: string; tab?: ProfileTab } = {}) {
  const { t } = useLingui();
  useDocumentTitle(t`My profile`);
  const { data: p } = useOwnProfile();
  return p.profileStatus === ProfileStatus.Approved ? (
    <ApprovedProfile profile={p} initialTab={tab} />
  ) : (
    <SubmittedProfile profile={p} closed={closed} />
  );
}

/**
 * A member whose profile is not approved opened a page of the approved member's area (a bookmark, an e-mail's link, an
 * old tab): it is said plainly above the profile's status, which says what to do.
 */
function ClosedNotice({ closed }: { closed: string }) {
  return (
    <Alert
      color="gray"
      variant="outline"
      title={<Trans>That page opens once your profile is approved</Trans>}
      data-testid="profile-closed-notice"
      data-closed={closed}
    >
      <Trans>
        Matches, search, the inbox and the other pages for approved members open when a moderator has approved your
        profile and it is active. Where your profile stands, and what you can do now, is below.
      </Trans>
    </Alert>
  );
}

/**
 * Statuses 1, 2, 4 and 5: the profile as submitted, its status, at status 2 the edit and resubmit actions, and at
 * status 4 the way to the account page, where the member reactivates.
 */
function SubmittedProfile({ profile: p, closed }: { profile: MemberDetail; closed?: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);

  const resubmit = useResubmitProfile({
    onSuccess: (answer) => {
      updateUser({ profileStatus: answer.profileStatus });
      queryClient.setQueryData(QUERY_KEYS.ownProfile, (old: MemberDetail | undefined) =>
        old ? { ...old, profileStatus: answer.profileStatus, statusReason: undefined } : old,
      );
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.ownProfile });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.notifications });
      showToast({ message: answer.message });
    },
  });

  const fullName = `${p.firstName} ${p.lastName}`.trim();

  if (editing && p.profileStatus === ProfileStatus.ChangesRequested) {
    return <EditProfileWizard detail={p} onDone={() => setEditing(false)} />;
  }

  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid="profile-page">
      <ProfileNav />
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
        {closed && <ClosedNotice closed={closed} />}
        <ProfileStatusBanner status={p.profileStatus} reason={p.statusReason}>
          {p.profileStatus === ProfileStatus.ChangesRequested && (
            <Stack gap="xs" mt="sm">
              <ProblemAlert error={resubmit.error} />
              <Group gap="sm">
                <Button variant="default" onClick={() => setEditing(true)} data-testid="profile-edit">
                  <Trans>Edit my profile</Trans>
                </Button>
                <Button color="orange" onClick={() => resubmit.mutate()} loading={resubmit.isPending} data-testid="profile-resubmit">
                  <Trans>Submit for approval again</Trans>
                </Button>
              </Group>
            </Stack>
          )}
          {p.profileStatus === ProfileStatus.Deactivated && (
            <Group mt="sm">
              <ButtonLink to="/profile/account" variant="default" data-testid="profile-reactivate">
                <Trans>Reactivate my account</Trans>
              </ButtonLink>
            </Group>
          )}
        </ProfileStatusBanner>
        <ProfileDetailSections profile={p} />
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
