import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { EditRequestItem } from '../../../api/generated/client';
import { ProblemAlert } from '../../../components/problem-alert';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { decideOnEditRequest } from '../api/decide-on-edit-request';
import { getEditRequestsQueryOptions, useEditRequests } from '../api/get-edit-requests';
import { editValueText } from '../model/edit-value';
import { useReviewDecision } from './use-review-decision';
import { ReviewButtons, ReviewDeclineModal, ReviewEmpty, ReviewHeading, ReviewMember } from './review-parts';

const wrap = { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } as const;

/** What the member asked to change: the value now → the value asked for (a request of type "other" has no value now). */
function Change({ item }: { item: EditRequestItem }) {
  const { i18n } = useLingui();
  const tr = (d: MessageDescriptor) => i18n._(d);
  const text = (value: string) => editValueText(item.requestTypeId, value, tr, i18n.locale);
  const hasCurrent = item.currentValue !== undefined && item.currentValue !== null && item.currentValue !== '';
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {hasCurrent && (
        <>
          <Box style={{ minWidth: 0, maxWidth: '100%' }}>
            <Text size="xs" c="dimmed" fw={500}>
              <Trans>Current value</Trans>
            </Text>
            <Text style={wrap} data-testid="admin-edit-request-current">
              {text(item.currentValue ?? '')}
            </Text>
          </Box>
          <Text c="dimmed" aria-hidden>
            →
          </Text>
        </>
      )}
      <Box style={{ minWidth: 0, maxWidth: '100%' }}>
        <Text size="xs" c="dimmed" fw={500}>
          <Trans>New value</Trans>
        </Text>
        <Text fw={600} c="green.9" style={wrap} data-testid="admin-edit-request-new">
          {text(item.newValue)}
        </Text>
      </Box>
    </Group>
  );
}

/**
 * /admin/edit-requests: the members' requests to change a detail they cannot edit themselves (name, date of birth,
 * gender, other), oldest first. Approve applies the change; Decline asks for the reason the member reads.
 */
export function EditRequestsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Edit requests`);
  const { data: list } = useEditRequests();
  const items = list.result;
  const review = useReviewDecision({
    items,
    queryKey: getEditRequestsQueryOptions().queryKey,
    idOf: (item) => item.requestId,
    decide: ({ decision, id, reason }) => decideOnEditRequest({ decision, requestId: id, reason }),
  });
  const { pageError, failedId, failedListed } = review;

  const problem = <ProblemAlert error={pageError} title={t`The decision was not saved`} />;

  return (
    <Stack gap="lg" data-testid="admin-edit-requests">
      <ReviewHeading
        title={<Trans>Edit requests</Trans>}
        intro={
          <Trans>Oldest first. Approve a request to change the member's profile, or decline it with a reason.</Trans>
        }
        total={list.totalCount}
        testId="admin-edit-requests-count"
      />
      {pageError && !failedListed && problem}
      {items.length === 0 ? (
        <ReviewEmpty testId="admin-edit-requests-empty">
          <Trans>No edit request is waiting.</Trans>
        </ReviewEmpty>
      ) : (
        <Stack gap="sm">
          {items.map((item) => (
            <Paper
              key={item.requestId}
              withBorder
              radius="md"
              p={{ base: 'sm', sm: 'md' }}
              data-testid="admin-edit-request"
              data-request-id={item.requestId}
            >
              <Stack gap="sm">
                <ReviewMember
                  memberId={item.memberId}
                  firstName={item.firstName}
                  lastName={item.lastName}
                  profileId={item.profileId}
                  at={item.createdOn}
                  atLabel={<Trans>submitted</Trans>}
                />
                <div>
                  <Badge
                    variant="light"
                    color="blue"
                    style={{ maxWidth: '100%' }}
                    data-testid="admin-edit-request-type"
                  >
                    {item.requestType}
                  </Badge>
                </div>
                <Change item={item} />
                {item.note.trim() !== '' && (
                  <Text size="sm" style={wrap} data-testid="admin-edit-request-note">
                    <Text span fw={600} size="sm">
                      <Trans>Note from the member:</Trans>
                    </Text>{' '}
                    {item.note}
                  </Text>
                )}
                {failedId === item.requestId && problem}
                <ReviewButtons
                  approveQuestion={<Trans>Approve this change? The profile shows the new value at once, and the member is told.</Trans>}
                  onApprove={() => review.approve(item.requestId)}
                  onDecline={() => review.startDecline(item.requestId)}
                  approving={review.approvingId === item.requestId}
                  busy={review.busy}
                  testIdPrefix="admin-edit-request"
                />
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <ReviewDeclineModal
        review={review}
        title={t`Decline this edit request`}
        intro={t`Tell the member why. Their profile stays as it is.`}
        confirmLabel={t`Decline`}
      />
    </Stack>
  );
}
