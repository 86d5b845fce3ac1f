import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, type ButtonProps } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import type { MemberActionsProps } from '../../../components/member-actions';
import { problemMessages } from '../../../lib/problem';
import { formatTime } from '../../../lib/relative-time';
import { showToast, type Toast } from '../../../lib/toast';
import {
  useAcceptConnectRequest,
  useCancelConnectRequest,
  useDeclineConnectRequest,
} from '../api/answer-connect-request';
import { useBlockMember, useUnblockMember } from '../api/block-member';
import { useConnectQuota } from '../api/get-connect-quota';
import { useSendConnectRequest } from '../api/send-connect-request';
import { useAddToShortlist, useRemoveFromShortlist } from '../api/shortlist-member';
import { useSession } from '../../../lib/session/use-session';
import { actionsFor, type ConnectionAction } from '../model/connection-actions';
import { threadLines } from '../model/replies';
import { AnswerDialog } from './answer-dialog';
import { ReplyDialog } from './reply-dialog';
import { canConnect, quotaText } from '../model/quota';
import { sendFailureKind } from '../model/send-failure';
import { BlockDialog } from './block-dialog';
import { FamilyContactsDialog } from './family-contacts-dialog';
import { ReportDialog } from './report-dialog';
import { WRAPPING_BUTTON } from './wrapping-button';

export type ConnectionActionsProps = MemberActionsProps;

/**
 * What a member can do about another, on a card and on the detail (document 001: "connect, block, connected; accept,
 * decline, cancel; shortlist add/remove", and Report on the profile view): the connection's next step with the quota
 * before Connect is pressed (rules 7 and 29), the shortlist toggle, Block behind a confirmation, and Report. Every
 * action toasts its answer or its problem and then refreshes the cards, the inbox, the quota and the notifications.
 */
export function ConnectionActions({
  memberId,
  memberName,
  connection,
  isShortlisted,
  blocked = false,
  variant,
  onBlocked,
}: ConnectionActionsProps) {
  const { t, i18n } = useLingui();
  const [blockOpen, setBlockOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [familyOpen, setFamilyOpen] = useState(false);
  const [replyOpen, setReplyOpen] = useState(false);
  const [answerOpen, setAnswerOpen] = useState(false);
  const manager = useSession()?.user.manager;
  const mayRequest = !manager || manager.rights.includes('requests');
  const actions = actionsFor({ connection, isShortlisted, blocked, variant, mayRequest });
  const offersConnect = actions.includes('connect');
  const quota = useConnectQuota(offersConnect);
  const compact = variant === 'card';
  const quotaId = useId();

  const toast = (message: string, color: Toast['color'] = 'green') => showToast({ message, color });
  const failed = (error: unknown, color: Toast['color'] = 'red') => toast(problemMessages(error, i18n).join('\n'), color);
  const answered = { onSuccess: (answer: { message: string }) => toast(answer.message), onError: (e: Error) => failed(e) };

  const send = useSendConnectRequest({
    onSuccess: () => toast(t`Your connection request has been sent to ${memberName}.`),
    // 409: a live request exists (perhaps the other member asked first) and 422: the quota is used up. Both are the
    // state of things rather than a fault: the refresh shows Accept/Decline or the time the next request frees up.
    onError: (error) => failed(error, sendFailureKind(error) === 'other' ? 'red' : 'orange'),
  });
  const cancel = useCancelConnectRequest(answered);
  const accept = useAcceptConnectRequest(answered);
  const decline = useDeclineConnectRequest(answered);
  const addShortlist = useAddToShortlist(answered);
  const removeShortlist = useRemoveFromShortlist(answered);
  const unblock = useUnblockMember(answered);
  const block = useBlockMember({
    onSuccess: async (answer) => {
      toast(answer.message);
      setBlockOpen(false);
      await onBlocked?.();
    },
  });

  const mutations = [send, cancel, accept, decline, addShortlist, removeShortlist, unblock, block];
  const busy = mutations.some((mutation) => mutation.isPending);
  const requestId = connection?.requestId;
  const thread = threadLines(connection, i18n);
  const quotaLine = offersConnect ? quotaText(quota.data, i18n, compact) : '';
  const size: ButtonProps['size'] = compact ? 'xs' : 'sm';

  const button = (
    key: ConnectionAction,
    testId: string,
    label: ReactNode,
    props: ButtonProps & {
      onClick?: () => void;
      'aria-pressed'?: boolean;
      'aria-describedby'?: string;
      title?: string;
    },
    pending = false,
  ) => (
    <Button
      key={key}
      size={size}
      styles={WRAPPING_BUTTON}
      loading={pending}
      disabled={busy && !pending}
      data-testid={testId}
      {...props}
    >
      {label}
    </Button>
  );

  const render = (action: ConnectionAction): ReactNode => {
    switch (action) {
      case 'connect':
        return button(
          action,
          'connect-button',
          t`Connect`,
          {
            onClick: () => send.mutate(memberId),
            disabled: (busy && !send.isPending) || !canConnect(quota.data),
            'aria-describedby': quotaLine ? quotaId : undefined,
          },
          send.isPending,
        );
      case 'cancel-request':
        return button(
          action,
          'cancel-request-button',
          t`Cancel request`,
          { variant: 'default', onClick: () => requestId !== undefined && cancel.mutate(requestId) },
          cancel.isPending,
        );
      case 'accept':
        return button(
          action,
          'accept-button',
          t`Accept`,
          { color: 'green', onClick: () => requestId !== undefined && accept.mutate(requestId) },
          accept.isPending,
        );
      case 'reply':
        return button(action, 'reply-button', t`Reply…`, { variant: 'light', onClick: () => setReplyOpen(true) });
      case 'answer-question':
        return button(action, 'answer-question-button', t`Answer the question`, {
          color: 'grape',
          onClick: () => setAnswerOpen(true),
        });
      case 'decline':
        return button(
          action,
          'decline-button',
          t`Decline`,
          { variant: 'default', onClick: () => requestId !== undefined && decline.mutate(requestId) },
          decline.isPending,
        );
      case 'connected':
        // One tap to the family (rule 10): the dialog reads the parents' phones when it opens.
        return (
          <Group key={action} gap="xs" wrap="wrap" align="center">
            {!compact && (
              <Text size="sm" c="green.8" fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="connected-state">
                {t`You are connected.`}
              </Text>
            )}
            {button(action, 'contact-family-button', t`Contact the family`, {
              color: 'green',
              variant: compact ? 'light' : 'filled',
              onClick: () => setFamilyOpen(true),
            })}
          </Group>
        );
      case 'declined-by-them':
        return (
          <Text key={action} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="not-taken-forward">
            {connection?.connectAgainOn
              ? t`Not taken forward. You can send a new request from ${formatTime(connection.connectAgainOn, i18n.locale, { dateStyle: 'medium' })}.`
              : t`Not taken forward.`}
          </Text>
        );
      case 'no-reply':
        return (
          <Text key={action} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="no-reply">
            {connection?.connectAgainOn
              ? t`No reply within 14 days. You can send a new request from ${formatTime(connection.connectAgainOn, i18n.locale, { dateStyle: 'medium' })}.`
              : t`No reply within 14 days.`}
          </Text>
        );
      case 'shortlist-add':
      case 'shortlist-remove': {
        const on = action === 'shortlist-remove';
        const mutation = on ? removeShortlist : addShortlist;
        return button(
          action,
          'shortlist-button',
          on ? t`★ Shortlisted` : t`☆ Shortlist`,
          {
            variant: on ? 'light' : 'default',
            color: on ? 'pink' : undefined,
            'aria-pressed': on,
            title: on ? t`Remove from my shortlist` : t`Add to my shortlist`,
            onClick: () => mutation.mutate(memberId),
          },
          mutation.isPending,
        );
      }
      case 'block':
        return button(action, 'block-button', t`Block`, {
          variant: 'subtle',
          color: 'red',
          onClick: () => {
            block.reset();
            setBlockOpen(true);
          },
        });
      case 'unblock':
        return button(
          action,
          'unblock-button',
          t`Unblock`,
          { variant: 'light', onClick: () => unblock.mutate(memberId) },
          unblock.isPending,
        );
      case 'report':
        return button(action, 'report-button', t`Report`, {
          variant: 'subtle',
          color: 'gray',
          onClick: () => setReportOpen(true),
        });
    }
  };

  return (
    <Stack gap={6} data-testid="connection-actions" data-member-id={memberId}>
      <Group gap="xs" wrap="wrap" align="center">
        {actions.map(render)}
      </Group>
      {/* Who of either family sent or answered the request (rule 46), in the server's words. */}
      {(connection?.sentBy || connection?.answeredBy) && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="connection-acted-by">
          {[connection.sentBy, connection.answeredBy].filter(Boolean).join(' · ')}
        </Text>
      )}
      {/* Where the reply stands, and the question with its answer (rule 47a); the reason of a decline is the
          receiver's own. */}
      {(thread.reply || thread.question || thread.privateReason) && (
        <Stack gap={2} data-testid="request-thread">
          {thread.reply && (
            <Text size="xs" c="grape.8" fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="request-reply">
              {thread.reply}
            </Text>
          )}
          {thread.question && (
            <Text size="xs" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid="request-question">
              {t`Question: ${thread.question}`}
            </Text>
          )}
          {thread.answer && (
            <Text size="xs" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid="request-answer">
              {t`Answer: ${thread.answer}`}
            </Text>
          )}
          {thread.privateReason && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="request-private-reason">
              {t`Your private note: ${thread.privateReason}`}
            </Text>
          )}
        </Stack>
      )}
      {quotaLine && (
        <Text
          id={quotaId}
          size="xs"
          c={canConnect(quota.data) ? 'dimmed' : 'orange.8'}
          style={{ overflowWrap: 'anywhere' }}
          data-testid="connect-quota"
          data-remaining={quota.data?.remaining}
        >
          {quotaLine}
        </Text>
      )}
      {actions.includes('block') && (
        <BlockDialog
          opened={blockOpen}
          memberName={memberName}
          blocking={block.isPending}
          error={block.error}
          onConfirm={() => block.mutate(memberId)}
          onClose={() => setBlockOpen(false)}
        />
      )}
      {actions.includes('connected') && (
        <FamilyContactsDialog
          opened={familyOpen}
          memberId={memberId}
          memberName={memberName}
          onClose={() => setFamilyOpen(false)}
        />
      )}
      {actions.includes('reply') && requestId !== undefined && (
        <ReplyDialog opened={replyOpen} requestId={requestId} memberName={memberName} onClose={() => setReplyOpen(false)} />
      )}
      {actions.includes('answer-question') && requestId !== undefined && (
        <AnswerDialog
          opened={answerOpen}
          requestId={requestId}
          memberName={memberName}
          question={connection?.question ?? ''}
          onClose={() => setAnswerOpen(false)}
        />
      )}
      {actions.includes('report') && (
        <ReportDialog opened={reportOpen} memberId={memberId} memberName={memberName} onClose={() => setReportOpen(false)} />
      )}
    </Stack>
  );
}
