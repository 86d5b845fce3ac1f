import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { problemMessages } from '../../../lib/problem';

/** A query's loader or red alert with "Try again"; the children once it has data. */
export function LoadState({ query, children }: { query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'>; children: ReactNode }) {
  const { t, i18n } = useLingui();
  if (query.isPending) {
    return (
      <Center py={60}>
        <Loader aria-label={t`Loading`} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={t`This could not be loaded`}>
        <Stack gap="sm">
          <Text size="sm">{problemMessages(query.error, i18n).join('\n')}</Text>
          <Button variant="light" color="red" onClick={() => void query.refetch()} w="fit-content">
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <>{children}</>;
}
