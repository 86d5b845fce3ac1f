import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { BioDataDownload } from '../../../components/bio-data-download';
import { MemberActions } from '../../../components/member-actions';
import { AnchorLink } from '../../../components/router-link';
import { ProfileDetailSections } from '../../../components/profile-details/profile-detail-sections';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDrawnAfterFrame } from '../../../lib/use-drawn-after-frame';
import { getMemberDetailsQueryOptions, useMemberDetails } from '../api/get-member-details';
import { ConnectionBadges } from './connection-badges';
import { MatchExplanationView } from './match-explanation';
import { PhotoGallery } from './photo-gallery';
import { MemberSignals } from './member-signals';
import { VerifiedBadges } from '../../../components/verified-badges';

/**
 * /matches/detail/$id: another member as approved members see them (rule 10): photos, name, profile id and age,
 * where the two stand and what the member can do about it (connect or answer, shortlist, block, report), once connected
 * the member's bio-data, how the two match both ways, and the profile's sections. The parents' numbers only when the
 * server sends them (a connection accepted); otherwise the family section says when they are shared. After a block the
 * member is not found (404), so the page goes back to /matches.
 */
export function MemberDetailPage({ memberId }: { memberId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data } = useMemberDetails(memberId);
  const p = data.profile;
  const fullName = `${p.firstName} ${p.lastName}`.trim();
  useDocumentTitle(fullName || t`Member details`);
  const age = data.age;
  const phonesShared = Boolean(p.parentPhone1 || p.parentPhone2);
  // The long part below the header (how the two match, the profile's sections) is drawn after the header.
  const restDrawn = useDrawnAfterFrame();

  const onBlocked = async () => {
    await navigate({ to: '/matches', replace: true });
    // Gone for good while blocked: a later visit must not show it from the cache.
    queryClient.removeQueries({ queryKey: getMemberDetailsQueryOptions(memberId).queryKey, exact: true });
  };

  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid="member-detail">
      <Stack gap="md">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="member-detail-header">
          <Group gap="lg" align="flex-start" wrap="wrap">
            <PhotoGallery photos={data.photos} firstName={p.firstName} lastName={p.lastName} />
            <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} data-testid="member-detail-name">
                {fullName}
              </Title>
              <Text c="dimmed" size="sm" data-testid="member-detail-profile-id">
                <Trans>Profile ID: {p.profileId}</Trans>
              </Text>
              <Text data-testid="member-detail-age">{t`${age} years`}</Text>
              <VerifiedBadges badges={data.badges} samajPlace={data.samajPlace} testId="member-detail-badges" />
              {data.managedBy && (
                <Text size="sm" c="dimmed" data-testid="member-detail-managed-by">
                  {data.managedBy}
                </Text>
              )}
              <MemberSignals lastActive={data.lastActive} replyRate={data.replyRate} testId="member-detail-signals" />
              {data.satapeta && (
                <Badge color="grape" variant="light" tt="none" w="fit-content" data-testid="member-detail-satapeta">
                  {t`Satapeta accepted`}
                </Badge>
              )}
              <ConnectionBadges connection={data.connection} isShortlisted={data.isShortlisted} />
              <MemberActions
                variant="detail"
                memberId={data.memberId}
                memberName={fullName}
                connection={data.connection}
                isShortlisted={data.isShortlisted}
                onBlocked={onBlocked}
              />
              {/* Families exchange bio-data once connected (rule 38): the server refuses it before. */}
              {data.connection?.status === 'accepted' && (
                <BioDataDownload memberId={data.memberId} profileId={p.profileId} memberName={fullName} />
              )}
              {data.photoBlurred && data.photos.length > 0 && (
                <Text size="sm" c="dimmed" data-testid="member-detail-photo-blurred">
                  <Trans>
                    This member shows their photos only to the members whose connection they accepted: you see them
                    blurred until then.
                  </Trans>
                </Text>
              )}
            </Stack>
          </Group>
        </Paper>
        {/* A member who lives abroad: what a family checks first, one tap away (rule 44). */}
        {p.isNRI && (
          <Alert color="yellow" variant="light" radius="lg" data-testid="member-detail-safety">
            <Text size="sm">
              <Trans>
                This member lives abroad. Before you go ahead, read what families check:{' '}
                <AnchorLink to="/safety" fw={600} data-testid="member-detail-safety-link">
                  staying safe
                </AnchorLink>
                .
              </Trans>
            </Text>
          </Alert>
        )}
        {restDrawn ? (
          <>
            <MatchExplanationView match={data.match} variant="full" />
            <ProfileDetailSections profile={p} extended asOthersSeeIt parentPhonesShared={phonesShared} />
          </>
        ) : (
          <Skeleton height={480} radius="lg" />
        )}
      </Stack>
    </Container>
  );
}
