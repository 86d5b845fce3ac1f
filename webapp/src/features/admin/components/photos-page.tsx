import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Flex, Image, Paper, Stack, Text } from '@mantine/core';
import type { PhotoQueueItem } from '../../../api/generated/client';
import { ProblemAlert } from '../../../components/problem-alert';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { decideOnPhoto } from '../api/decide-on-photo';
import { getPhotoQueueQueryOptions, usePhotoQueue } from '../api/get-photo-queue';
import { useReviewDecision } from './use-review-decision';
import { PHOTO_FRAME } from '../model/photo-frame';
import { ReviewButtons, ReviewDeclineModal, ReviewEmpty, ReviewHeading, ReviewMember } from './review-parts';

/** The new photo, large (full width on a phone, 240 px beside the current one on wider screens), and the current one. */
function Comparison({ item }: { item: PhotoQueueItem }) {
  const { t } = useLingui();
  const name = `${item.firstName} ${item.lastName}`.trim() || item.profileId;
  return (
    <Flex direction={{ base: 'column', xs: 'row' }} gap="md" align={{ base: 'stretch', xs: 'flex-start' }}>
      <Box w={{ base: '100%', xs: 240 }} style={{ flexShrink: 0 }}>
        <Text size="xs" c="dimmed" fw={500} mb={4}>
          <Trans>New photo</Trans>
        </Text>
        <Image
          src={item.url}
          alt={t`New photo of ${name}`}
          w="100%"
          fit="contain"
          radius="md"
          style={PHOTO_FRAME}
          data-testid="admin-photo-new"
        />
        <Anchor href={item.url} target="_blank" rel="noopener noreferrer" size="xs" mt={4} display="inline-block">
          <Trans>Open full size</Trans>
        </Anchor>
      </Box>
      <Box w={120} style={{ flexShrink: 0 }}>
        <Text size="xs" c="dimmed" fw={500} mb={4}>
          <Trans>Current profile photo</Trans>
        </Text>
        {item.currentPhoto ? (
          <Image
            src={item.currentPhoto}
            alt={t`Current profile photo of ${name}`}
            w="100%"
            fit="contain"
            radius="md"
            style={PHOTO_FRAME}
            data-testid="admin-photo-current"
          />
        ) : (
          <Text size="sm" c="dimmed" data-testid="admin-photo-no-current">
            <Trans>No profile photo yet.</Trans>
          </Text>
        )}
      </Box>
    </Flex>
  );
}

/**
 * /admin/photos: the photos that approved members added, oldest first, each beside the member's current profile photo.
 * Approve lets others see it; Decline deletes it and tells the member the reason.
 */
export function PhotosPage() {
  const { t } = useLingui();
  useDocumentTitle(t`New photos`);
  const { data: list } = usePhotoQueue();
  const items = list.result;
  const review = useReviewDecision({
    items,
    queryKey: getPhotoQueueQueryOptions().queryKey,
    idOf: (item) => item.photoId,
    decide: ({ decision, id, reason }) => decideOnPhoto({ decision, photoId: id, reason }),
  });
  const { pageError, failedId, failedListed } = review;

  const problem = <ProblemAlert error={pageError} title={t`The decision was not saved`} />;

  return (
    <Stack gap="lg" data-testid="admin-photos">
      <ReviewHeading
        title={<Trans>New photos</Trans>}
        intro={<Trans>Photos added after approval, oldest first. Compare each with the current profile photo.</Trans>}
        total={list.totalCount}
        testId="admin-photos-count"
      />
      {pageError && !failedListed && problem}
      {items.length === 0 ? (
        <ReviewEmpty testId="admin-photos-empty">
          <Trans>No photo is waiting for approval.</Trans>
        </ReviewEmpty>
      ) : (
        <Stack gap="sm">
          {items.map((item) => (
            <Paper
              key={item.photoId}
              withBorder
              radius="md"
              p={{ base: 'sm', sm: 'md' }}
              data-testid="admin-photo"
              data-photo-id={item.photoId}
            >
              <Stack gap="sm">
                <ReviewMember
                  memberId={item.memberId}
                  firstName={item.firstName}
                  lastName={item.lastName}
                  profileId={item.profileId}
                  at={item.createdOn}
                  atLabel={<Trans>uploaded</Trans>}
                />
                <Comparison item={item} />
                {failedId === item.photoId && problem}
                <ReviewButtons
                  approveQuestion={<Trans>Approve this photo? Other members see it at once, and the member is told.</Trans>}
                  onApprove={() => review.approve(item.photoId)}
                  onDecline={() => review.startDecline(item.photoId)}
                  approving={review.approvingId === item.photoId}
                  busy={review.busy}
                  testIdPrefix="admin-photo"
                />
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <ReviewDeclineModal
        review={review}
        title={t`Decline this photo`}
        intro={t`The photo is deleted and the member reads this reason.`}
        confirmLabel={t`Decline`}
      />
    </Stack>
  );
}
