import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import { ProblemMessages } from '../../../components/problem-alert';

/**
 * The organisers' pages opened by someone who organises nothing (docs/rules.md rule 49): the server's own words for its
 * 403 `not_volunteer`, and what would change it, rather than an error screen.
 */
export function NotOrganiser({ error }: { error: unknown }) {
  const { t } = useLingui();
  return (
    <Alert color="orange" variant="light" title={t`These pages are for the events' organisers`} data-testid="events-not-organiser">
      <Stack gap={4}>
        <ProblemMessages error={error} />
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Trans>
            Moderators organise events, and samaj volunteers organise those of the villages they serve. The moderators
            appoint volunteers; if you were one, your appointment may have been withdrawn.
          </Trans>
        </Text>
      </Stack>
    </Alert>
  );
}
