import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, AspectRatio, Container, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from '@tanstack/react-router';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';
import { ProfileDetailSections } from '../../../components/profile-details/profile-detail-sections';
import { ProfileNav } from '../../../components/profile-nav';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOwnProfile } from '../api/get-own-profile';
import { ProfileHeaderCard } from './profile-header-card';

/**
 * /profile/overview: the member's profile as approved members see it: only approved photos, the parents' numbers as
 * hidden as they are until a connection is accepted, and no e-mail or mobile number (GET /api/Profile has neither).
 * Approved members only: at any other status the page is /profile.
 */
export function ProfileOverviewPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Profile overview`);
  const { data: p } = useOwnProfile();

  if (p.profileStatus !== ProfileStatus.Approved) return <Navigate to="/profile" replace />;

  const photos = (p.photos ?? [])
    .filter((photo) => photo.status === 'approved')
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const fullName = `${p.firstName} ${p.lastName}`.trim();

  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid="profile-overview">
      <Stack gap="md">
        <ProfileNav />
        <Text size="sm" c="dimmed">
          <Trans>This is how approved members see your profile. Your e-mail and mobile number are never shown.</Trans>
        </Text>
        <ProfileHeaderCard profile={p} photoUrl={photos[0]?.url} />
        <ProfileDetailSections profile={p} extended asOthersSeeIt />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" data-testid="profile-overview-photos">
          <Title order={2} size="h4" mb="sm" c="green.9">
            <Trans>Photos</Trans>
          </Title>
          {photos.length === 0 ? (
            <Text c="dimmed">
              <Trans>No photo yet.</Trans>
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
              {photos.map((photo, index) => {
                const number = index + 1;
                return (
                  <AspectRatio key={photo.photoId} ratio={3 / 4}>
                    <Image
                      src={photo.url}
                      alt={t`Photo ${number} of ${fullName}`}
                      fit="cover"
                      radius="md"
                      data-testid="profile-overview-photo"
                    />
                  </AspectRatio>
                );
              })}
            </SimpleGrid>
          )}
          {p.photoVisibility === 'connections' && photos.length > 0 && (
            <Text size="sm" c="dimmed" mt="sm" data-testid="profile-overview-blurred">
              <Trans>Only members whose connection you accepted see your photos clearly; the others see them blurred.</Trans>
            </Text>
          )}
          <Anchor component={Link} to="/profile/photos" size="sm" mt="sm" display="inline-block">
            <Trans>Manage all my photos</Trans>
          </Anchor>
        </Paper>
      </Stack>
    </Container>
  );
}
