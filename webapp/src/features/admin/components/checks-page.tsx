import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Box, Flex, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CheckQueueItem } from '../../../api/generated/client';
import { ProblemAlert } from '../../../components/problem-alert';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DOCUMENT_LABELS, POSE_LABELS } from '../../../lib/verification-labels';
import { decideOnCheck } from '../api/decide-on-check';
import { getCheckQueueQueryOptions, useCheckQueue } from '../api/get-check-queue';
import { PHOTO_FRAME } from '../model/photo-frame';
import { ReviewButtons, ReviewDeclineModal, ReviewEmpty, ReviewHeading, ReviewMember } from './review-parts';
import { useReviewDecision } from './use-review-decision';

/** What the member says they sent: the document's type, or the pose asked for; or a volunteer's signed consent. */
function WhatToCheck({ item }: { item: CheckQueueItem }) {
  const { i18n } = useLingui();
  return (
    <Stack gap={4}>
      {item.kind === 'consent' ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Badge variant="light" color="teal" mr={6}>
            <Trans>Consent signed on paper</Trans>
          </Badge>
          <Trans>
            A volunteer entered this profile from a paper form. Accept only a form that names the person and carries
            their signature: accepting records their consent.
          </Trans>
        </Text>
      ) : item.kind === 'id' ? (
        <Text size="sm">
          <Badge variant="light" color="indigo" mr={6}>
            <Trans>Identity document</Trans>
          </Badge>
          {item.documentType ? i18n._(DOCUMENT_LABELS[item.documentType]) : null}
        </Text>
      ) : (
        <Text size="sm">
          <Badge variant="light" color="grape" mr={6}>
            <Trans>Verification photo</Trans>
          </Badge>
          <Trans>Pose asked:</Trans> <b>{item.pose ? i18n._(POSE_LABELS[item.pose]) : null}</b>
        </Text>
      )}
      <Text size="sm" data-testid="admin-check-profile">
        <Trans>
          On the profile: {`${item.firstName} ${item.lastName}`.trim()}, born {item.birthDate ?? '—'}
        </Trans>
      </Text>
    </Stack>
  );
}

/** The image sent, large, beside the profile's approved photos. */
function Comparison({ item }: { item: CheckQueueItem }) {
  const { t } = useLingui();
  const name = `${item.firstName} ${item.lastName}`.trim() || item.profileId;
  return (
    <Flex direction={{ base: 'column', xs: 'row' }} gap="md" align={{ base: 'stretch', xs: 'flex-start' }}>
      <Box w={{ base: '100%', xs: 320 }} style={{ flexShrink: 0 }}>
        <Text size="xs" c="dimmed" fw={500} mb={4}>
          {item.kind === 'photo' ? (
            <Trans>Photo sent</Trans>
          ) : item.kind === 'consent' ? (
            <Trans>Signed form sent</Trans>
          ) : (
            <Trans>Document sent</Trans>
          )}
        </Text>
        <Image
          src={item.imageUrl}
          alt={
            item.kind === 'consent'
              ? t`Consent signed on paper by ${name}`
              : item.kind === 'id'
                ? t`Identity document of ${name}`
                : t`Verification photo of ${name}`
          }
          w="100%"
          fit="contain"
          radius="md"
          bg="gray.1"
          data-testid="admin-check-image"
        />
        <Anchor href={item.imageUrl} target="_blank" rel="noopener noreferrer" size="xs" mt={4} display="inline-block">
          <Trans>Open full size</Trans>
        </Anchor>
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Text size="xs" c="dimmed" fw={500} mb={4}>
          <Trans>Profile photos</Trans>
        </Text>
        {item.photos.length > 0 ? (
          <SimpleGrid cols={{ base: 3, sm: 3 }} spacing="xs" maw={360}>
            {item.photos.map((url, i) => (
              <Image
                key={url}
                src={url}
                alt={t`Profile photo ${i + 1} of ${name}`}
                fit="contain"
                radius="sm"
                style={PHOTO_FRAME}
                data-testid="admin-check-photo"
              />
            ))}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>No approved profile photo.</Trans>
          </Text>
        )}
      </Box>
    </Flex>
  );
}

/**
 * /admin/checks: identity documents and verification photos (docs/rules.md rule 44), and the consents signed on paper
 * that volunteers sent for the profiles they entered (rule 49), oldest first, each beside the profile's name, birth
 * date and photos. Approve gives the member the badge (or records the consent); Refuse tells them the reason. Either
 * way the image is deleted.
 */
export function ChecksPage() {
  const { t } = useLingui();
  useDocumentTitle(t`ID and photo checks`);
  const { data: list } = useCheckQueue();
  const items = list.result;
  const review = useReviewDecision({
    items,
    queryKey: getCheckQueueQueryOptions().queryKey,
    idOf: (item) => item.checkId,
    decide: ({ decision, id, reason }) => decideOnCheck({ decision, checkId: id, reason }),
  });
  const { pageError, failedId, failedListed } = review;
  const problem = <ProblemAlert error={pageError} title={t`The decision was not saved`} />;

  return (
    <Stack gap="lg" data-testid="admin-checks">
      <ReviewHeading
        title={<Trans>ID and photo checks</Trans>}
        intro={
          <Trans>
            Identity documents, verification photos and consents signed on paper, oldest first. Compare each with the
            profile; the image is deleted once you decide.
          </Trans>
        }
        total={list.totalCount}
        testId="admin-checks-count"
      />
      {pageError && !failedListed && problem}
      {items.length === 0 ? (
        <ReviewEmpty testId="admin-checks-empty">
          <Trans>Nothing is waiting to be checked.</Trans>
        </ReviewEmpty>
      ) : (
        <Stack gap="sm">
          {items.map((item) => (
            <Paper
              key={item.checkId}
              withBorder
              radius="md"
              p={{ base: 'sm', sm: 'md' }}
              data-testid="admin-check"
              data-check-id={item.checkId}
              data-kind={item.kind}
            >
              <Stack gap="sm">
                <ReviewMember
                  memberId={item.memberId}
                  firstName={item.firstName}
                  lastName={item.lastName}
                  profileId={item.profileId}
                  at={item.submittedOn}
                  atLabel={<Trans>sent</Trans>}
                />
                <WhatToCheck item={item} />
                <Comparison item={item} />
                {failedId === item.checkId && problem}
                <ReviewButtons
                  approveQuestion={
                    item.kind === 'consent' ? (
                      <Trans>Accept? The person's consent is recorded; a finished profile goes for approval.</Trans>
                    ) : (
                      <Trans>Approve? The member gets the badge at once and is told.</Trans>
                    )
                  }
                  onApprove={() => review.approve(item.checkId)}
                  onDecline={() => review.startDecline(item.checkId)}
                  approving={review.approvingId === item.checkId}
                  busy={review.busy}
                  testIdPrefix="admin-check"
                />
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <ReviewDeclineModal
        review={review}
        title={t`Refuse this check`}
        intro={t`The image is deleted and the member reads this reason.`}
        confirmLabel={t`Refuse`}
      />
    </Stack>
  );
}
