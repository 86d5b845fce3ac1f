import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../../components/router-link';
import { ruleMessageOrText } from '../../../lib/rule-messages';
import { ConfirmButton } from './confirm-button';
import { ReasonModal } from './reason-modal';
import type { useReviewDecision } from './use-review-decision';
import { dateTime, relativeTime } from '../../../lib/relative-time';

/** The pieces the two review lists share (/admin/edit-requests and /admin/photos). */

/** The page's heading, what it is for, and how many wait. */
export function ReviewHeading({
  title,
  intro,
  total,
  testId,
}: {
  title: ReactNode;
  intro: ReactNode;
  total: number;
  testId: string;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="xs">
      <div style={{ minWidth: 0 }}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
      </div>
      <Badge size="lg" variant="light" data-testid={testId}>
        <Trans>{total} waiting</Trans>
      </Badge>
    </Group>
  );
}

export function ReviewEmpty({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Text c="dimmed" ta="center" data-testid={testId}>
        {children}
      </Text>
    </Paper>
  );
}

/** Whose request or photo it is (a link to the member's page) and since when it waits. */
export function ReviewMember({
  memberId,
  firstName,
  lastName,
  profileId,
  at,
  atLabel,
}: {
  memberId: number;
  firstName: string;
  lastName: string;
  profileId: string;
  at: string;
  atLabel: ReactNode;
}) {
  const { i18n } = useLingui();
  const name = `${firstName} ${lastName}`.trim();
  return (
    <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
      <div style={{ minWidth: 0 }}>
        <AnchorLink
          to="/admin/member/$id"
          params={{ id: memberId }}
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
          data-testid="admin-review-member"
        >
          {name || profileId}
        </AnchorLink>
        <Text size="sm" c="dimmed">
          {profileId}
        </Text>
      </div>
      <div style={{ textAlign: 'right', flexShrink: 0 }}>
        <Text size="sm" fw={500} c="orange.8" title={dateTime(at, i18n.locale)}>
          {relativeTime(at, i18n.locale)}
        </Text>
        <Text size="xs" c="dimmed">
          {atLabel}
        </Text>
      </div>
    </Group>
  );
}

/** Approve at once; Decline opens the reason dialog. Both wait while a decision is on its way. */
export function ReviewButtons({
  onApprove,
  onDecline,
  approving,
  busy,
  testIdPrefix,
  approveQuestion,
}: {
  /** What approving does, asked before it is done. */
  approveQuestion: ReactNode;
  onApprove: () => void;
  onDecline: () => void;
  /** The approval of this item is on its way. */
  approving: boolean;
  /** A decision (on any item) is on its way. */
  busy: boolean;
  testIdPrefix: string;
}) {
  return (
    <Group gap="sm" grow preventGrowOverflow={false} maw={{ base: '100%', sm: 360 }}>
      <ConfirmButton
        color="green"
        question={approveQuestion}
        confirmLabel={<Trans>Approve</Trans>}
        onConfirm={onApprove}
        loading={approving}
        disabled={busy && !approving}
        testId={`${testIdPrefix}-approve`}
      >
        <Trans>Approve</Trans>
      </ConfirmButton>
      <Button color="red" variant="light" onClick={onDecline} disabled={busy} data-testid={`${testIdPrefix}-decline`}>
        <Trans>Decline</Trans>
      </Button>
    </Group>
  );
}

/**
 * The reason dialog of a review queue's decline, open while `review` asks for one: the words the member reads, the
 * server's refusal of them under the field.
 */
export function ReviewDeclineModal({
  review,
  title,
  intro,
  confirmLabel,
}: {
  review: ReturnType<typeof useReviewDecision>;
  title: string;
  intro: string;
  confirmLabel: string;
}) {
  const { i18n } = useLingui();
  if (review.declining === null) return null;
  return (
    <ReasonModal
      key={review.declining}
      opened
      title={title}
      intro={intro}
      confirmLabel={confirmLabel}
      color="red"
      loading={review.busy}
      error={review.fieldError ? ruleMessageOrText(review.fieldError, i18n) : undefined}
      onClose={review.closeDecline}
      onConfirm={review.decline}
    />
  );
}
