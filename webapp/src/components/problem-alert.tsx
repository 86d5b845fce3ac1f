import { useLingui } from '@lingui/react/macro';
import { Alert, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { problemMessages } from '../lib/problem';

/**
 * A failed call's messages (lib/problem.ts reads them): one message as a line of text, several as a list, one item
 * each, so that two field errors never run together into one line.
 */
export function ProblemMessages({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  const messages = problemMessages(error, i18n);
  if (messages.length === 1) {
    return (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {messages[0]}
      </Text>
    );
  }
  return (
    <List size="sm" spacing={2} data-testid="problem-messages">
      {messages.map((message, index) => (
        <List.Item key={`${index}-${message}`} style={{ overflowWrap: 'anywhere' }}>
          {message}
        </List.Item>
      ))}
    </List>
  );
}

/**
 * The one way the app shows a failed call: a red alert with the server's messages, and room below them for an action
 * (e.g. "Try again"). Nothing when there is no error.
 */
export function ProblemAlert({ error, title, children }: { error: unknown; title?: ReactNode; children?: ReactNode }) {
  const { t } = useLingui();
  if (!error) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={title ?? t`Please check the following`}
      data-testid="problem-alert"
      role="alert"
    >
      <Stack gap="sm">
        <ProblemMessages error={error} />
        {children}
      </Stack>
    </Alert>
  );
}
