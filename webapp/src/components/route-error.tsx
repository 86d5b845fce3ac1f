import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { isFailedCall } from '../lib/problem';
import { ProblemAlert } from './problem-alert';

/**
 * A data route's `errorComponent`: the failed call's messages and "Try again", which runs the route's loader again.
 * Errors that are not a failed call (a bug) still reach the root's "Something went wrong" page.
 */
export function RouteError({ error, title }: ErrorComponentProps & { title?: ReactNode }) {
  const { t } = useLingui();
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  // Lets useSuspenseQuery fetch again instead of rethrowing the cached error.
  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  // A fault in the code is not the member's to retry: the root's "Something went wrong" page takes it.
  if (!isFailedCall(error)) throw error;

  return (
    <Container size="sm" px={0} py="md">
      <ProblemAlert error={error} title={title ?? t`This could not be loaded`}>
        <Button variant="light" color="red" onClick={() => void router.invalidate()} w="fit-content">
          <Trans>Try again</Trans>
        </Button>
      </ProblemAlert>
    </Container>
  );
}
