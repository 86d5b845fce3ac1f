import { useLingui } from '@lingui/react/macro';
import { Alert, List } from '@mantine/core';
import { problemMessages } from '../../../lib/problem';

/** A failed call as a red alert above the form: the server's messages, one per line. */
export function ProblemAlert({ error }: { error: unknown }) {
  const { i18n, t } = useLingui();
  if (!error) return null;
  const messages = problemMessages(error, i18n);
  return (
    <Alert color="red" variant="light" title={t`Please check the following`} data-testid="problem-alert" role="alert">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <List size="sm" spacing={2}>
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
