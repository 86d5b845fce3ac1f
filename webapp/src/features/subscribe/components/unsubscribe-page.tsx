import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Container, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { ProblemMessages } from '../../../components/problem-alert';
import { AnchorLink } from '../../../components/router-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUnsubscribe } from '../api/unsubscribe';
import { isInvalidLink, unsubscribeRequest, type UnsubscribeSearch } from '../model/unsubscribe-link';

type ResultState = 'pending' | 'done' | 'invalid' | 'failed';

function ResultIcon({ state }: { state: ResultState }) {
  if (state === 'pending') return <Loader size={28} />;
  const done = state === 'done';
  return (
    <ThemeIcon size={44} radius="xl" variant="light" color={done ? 'green' : 'red'} aria-hidden>
      <svg viewBox="0 0 24 24" width={22} height={22} fill="none" stroke="currentColor" strokeWidth={2}>
        {done ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M7 7l10 10M17 7L7 17" strokeLinecap="round" />}
      </svg>
    </ThemeIcon>
  );
}

/**
 * The one-click unsubscribe of the subscription's confirmation e-mail: the link's address and token go to the server
 * once, as the page opens, and the page says how it went.
 */
export function UnsubscribePage({ search }: { search: UnsubscribeSearch }) {
  const { t } = useLingui();
  useDocumentTitle(t`Unsubscribe`);
  const { email, digest, token } = search;
  const request = useMemo(() => unsubscribeRequest({ email, digest, token }), [email, digest, token]);
  const isDigest = request?.kind === 'digest';
  const { mutate, data, error, isPending, isIdle } = useUnsubscribe();

  // Once per page: React's development double run of effects keeps the ref, so the call still goes once.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !request) return;
    asked.current = true;
    mutate(request);
  }, [mutate, request]);

  let state: ResultState;
  if (!request || isInvalidLink(error)) state = 'invalid';
  else if (error) state = 'failed';
  else if (data) state = 'done';
  else state = 'pending';
  // `isIdle`: the first render, before the effect has sent the request.
  const waiting = state === 'pending' && (isPending || isIdle);

  return (
    <Container size="sm" py={{ base: 'xl', md: '3rem' }}>
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="md" align="center" ta="center">
          <ResultIcon state={state} />
          <Title order={1} size="h2" c="green.9">
            {isDigest ? <Trans>Weekly digest</Trans> : <Trans>News by e-mail</Trans>}
          </Title>
          <Stack
            gap="sm"
            align="center"
            aria-live="polite"
            data-testid="unsubscribe-result"
            data-state={state}
            style={{ overflowWrap: 'anywhere' }}
          >
            {waiting && (
              <Text>
                {isDigest ? (
                  <Trans>Turning the weekly digest off…</Trans>
                ) : (
                  <Trans>Removing your address from the news…</Trans>
                )}
              </Text>
            )}
            {state === 'done' && <Text fw={500}>{data?.message || t`You are unsubscribed.`}</Text>}
            {state === 'done' && isDigest && (
              <AnchorLink to="/profile/notification-setting" size="sm" data-testid="unsubscribe-settings">
                <Trans>Notification settings</Trans>
              </AnchorLink>
            )}
            {state === 'invalid' && (
              <>
                <Text fw={500}>
                  <Trans>This unsubscribe link is not valid.</Trans>
                </Text>
                <Text size="sm" c="dimmed">
                  <Trans>Please open the link from the newest e-mail we sent you, or write to us.</Trans>
                </Text>
              </>
            )}
            {state === 'failed' && (
              <>
                <ProblemMessages error={error} />
                <Button variant="light" onClick={() => request && mutate(request)} data-testid="unsubscribe-retry">
                  <Trans>Try again</Trans>
                </Button>
              </>
            )}
          </Stack>
          <Group gap="lg" justify="center">
            <AnchorLink to="/" size="sm">
              <Trans>Home</Trans>
            </AnchorLink>
            <AnchorLink to="/contact" size="sm">
              <Trans>Contact</Trans>
            </AnchorLink>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}
