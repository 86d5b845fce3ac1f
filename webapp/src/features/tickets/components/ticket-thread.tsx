import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { TicketMessage } from '../../../api/generated/client';
import { AttachmentList } from '../../../components/attachments/attachment-list';
import { dateTime } from '../../../lib/relative-time';

/**
 * A ticket's messages as a conversation, oldest first: the Sagpan team's answers on the left with a green edge, the
 * member's own on the right. On a phone both take nearly the whole width.
 */
export function TicketThread({ messages }: { messages: TicketMessage[] }) {
  const { t } = useLingui();
  return (
    <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Messages`}>
      {messages.map((message) => (
        <li key={message.messageId}>
          <ThreadMessage message={message} />
        </li>
      ))}
    </Stack>
  );
}

function ThreadMessage({ message }: { message: TicketMessage }) {
  const { i18n } = useLingui();
  const team = message.fromModerator;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      ml={team ? 0 : { base: 'lg', sm: 64 }}
      mr={team ? { base: 'lg', sm: 64 } : 0}
      bg={team ? 'green.0' : 'gray.0'}
      style={team ? { borderLeft: '4px solid var(--mantine-color-green-6)' } : undefined}
      data-testid="ticket-thread-message"
      data-from={team ? 'team' : 'member'}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={700} c={team ? 'green.9' : undefined} data-testid="ticket-thread-author">
          {team ? <Trans>Sagpan team</Trans> : <Trans>You</Trans>}
        </Text>
        <Text size="xs" c="dimmed">
          {dateTime(message.createdOn, i18n.locale)}
        </Text>
      </Group>
      <Text
        size="sm"
        mt={6}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        data-testid="ticket-thread-body"
      >
        {message.body}
      </Text>
      <AttachmentList attachments={message.attachments} testId="ticket-attachment" mt="sm" />
    </Paper>
  );
}
