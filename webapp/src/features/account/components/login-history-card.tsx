import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { LoginHistoryItem } from '../../../api/generated/client';
import { ShowMore } from '../../../components/card-pages';
import { ProblemAlert } from '../../../components/problem-alert';
import { dateTime } from '../../../lib/relative-time';
import { useLoginHistory } from '../api/get-login-history';
import { SIGN_IN_METHODS } from '../model/labels';
import { browserName, shortRawAgent } from '../model/login-history';
import { SectionCard } from './section-card';

function useBrowserText() {
  const { t } = useLingui();
  return (userAgent: string | null | undefined): string => {
    const { browser, system } = browserName(userAgent);
    if (browser && system) return t`${browser} on ${system}`;
    if (browser || system) return (browser ?? system) as string;
    return userAgent?.trim() ? shortRawAgent(userAgent) : t`Unknown browser`;
  };
}

function SignInRow({ item }: { item: LoginHistoryItem }) {
  const { t, i18n } = useLingui();
  const browserText = useBrowserText();
  const method = SIGN_IN_METHODS[item.method];
  const location = item.location?.trim() || item.clientLocation?.trim() || t`Unknown location`;
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="login-history-item">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} size="sm" component="time" dateTime={item.loginAt} data-testid="login-history-time">
          {dateTime(item.loginAt, i18n.locale)}
        </Text>
        <Badge variant="light" color="gray" data-testid="login-history-method">
          {method ? i18n._(method) : item.method}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
        <span data-testid="login-history-browser" title={item.userAgent ?? undefined}>
          {browserText(item.userAgent)}
        </span>
        {' · '}
        <span data-testid="login-history-location">{location}</span>
        {' · '}
        <span data-testid="login-history-ip">
          <Trans>IP {item.ip}</Trans>
        </span>
      </Text>
    </Paper>
  );
}

/** The member's sign-ins, newest first: when, how, from which browser, where and which address; "Show more" for older. */
export function LoginHistoryCard() {
  const { t } = useLingui();
  const history = useLoginHistory();
  const items = history.data?.pages.flatMap((page) => page.result) ?? [];

  return (
    <SectionCard
      title={<Trans>Login history</Trans>}
      description={<Trans>Where and when your account was signed in. If you do not recognise a sign-in, change your password.</Trans>}
      testId="login-history"
    >
      {history.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label={t`Loading`} />
        </Center>
      ) : history.isError && items.length === 0 ? (
        <ProblemAlert error={history.error} title={t`Your login history could not be loaded`}>
          <Button variant="light" color="red" w="fit-content" onClick={() => void history.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </ProblemAlert>
      ) : items.length === 0 ? (
        <Text c="dimmed" data-testid="login-history-empty">
          <Trans>No sign-ins yet.</Trans>
        </Text>
      ) : (
        <>
          <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }} data-testid="login-history-list">
            {items.map((item, index) => (
              <SignInRow key={`${item.loginAt}-${index}`} item={item} />
            ))}
          </Stack>
          <ShowMore
            hasMore={history.hasNextPage}
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
            testId="login-history-more"
          />
          {history.isFetchNextPageError && (
            <ProblemAlert error={history.error} title={t`More sign-ins could not be loaded`} />
          )}
        </>
      )}
    </SectionCard>
  );
}
