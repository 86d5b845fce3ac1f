import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Avatar, Button, Center, Container, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ProfileService, type MemberDetail } from '../../../api/generated/client';
import { TOAST_MS } from '../../../api/generated/rules/rules';
import { apiLocale } from '../../../lib/api-client';
import { problemMessages } from '../../../lib/problem';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ProblemAlert } from '../../auth/components/problem-alert';
import { authorized } from '../../auth/session/auth-client';
import { updateUser } from '../../auth/session/session-store';
import { OWN_PROFILE_KEY, ownProfileQuery } from '../../create-profile/api/wizard-api';
import { NOTIFICATIONS_KEY } from '../../notifications/api/notifications-api';
import { EditProfileWizard } from './edit-profile-wizard';
import { ProfileDetailSections } from './profile-details';
import { ProfileStatusBanner } from './profile-status-banner';

const CHANGES_REQUESTED = 2;

/** The member's own profile (statuses 1 to 5); at status 2 the member edits it and submits it again. */
export function ProfilePage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`My profile`);
  const profile = useQuery(ownProfileQuery());
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);

  const resubmit = useMutation({
    mutationFn: () => authorized(() => ProfileService.resubmitProfile({ acceptLanguage: apiLocale() })),
    onSuccess: (answer) => {
      updateUser({ profileStatus: answer.profileStatus });
      queryClient.setQueryData(OWN_PROFILE_KEY, (old: MemberDetail | undefined) =>
        old ? { ...old, profileStatus: answer.profileStatus, statusReason: undefined } : old,
      );
      void queryClient.invalidateQueries({ queryKey: OWN_PROFILE_KEY });
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      notifications.show({ message: answer.message, color: 'green', autoClose: TOAST_MS, withBorder: true });
    },
  });

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
  const fullName = `${p.firstName} ${p.lastName}`.trim();

  if (editing && p.profileStatus === CHANGES_REQUESTED) {
    return <EditProfileWizard detail={p} onDone={() => setEditing(false)} />;
  }

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
        <ProfileStatusBanner status={p.profileStatus} reason={p.statusReason}>
          {p.profileStatus === CHANGES_REQUESTED && (
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
