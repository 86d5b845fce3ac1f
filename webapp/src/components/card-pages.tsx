import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Paper, SimpleGrid, Skeleton, Text, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MatchCard, MatchList } from '../api/generated/client';
import { CARD_COLUMNS, cardsOf } from '../lib/card-pages';
import { ProblemAlert } from './problem-alert';

/** Grey cards while a list loads: two, or as many as are to come. */
export function LoadingCards({ cols = CARD_COLUMNS, count = 2 }: { cols?: SimpleGridProps['cols']; count?: number }) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={cols} spacing="md" role="status" aria-busy="true" aria-label={t`Loading`}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={220} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/** "Show more": appends the next page below the items already shown. */
export function ShowMore({
  hasMore,
  loading,
  onClick,
  testId = 'show-more',
}: {
  hasMore: boolean;
  loading: boolean;
  onClick: () => void;
  testId?: string;
}) {
  if (!hasMore) return null;
  return (
    <Center>
      <Button variant="light" onClick={onClick} loading={loading} data-testid={testId} miw={180}>
        <Trans>Show more</Trans>
      </Button>
    </Center>
  );
}

/** A list with nobody in it. */
export function EmptyList({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="lg" p="xl" data-testid={testId}>
      <Text c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Paper>
  );
}

/** What a list of member cards needs of its infinite query. */
export interface CardPagesQuery {
  data: { pages: MatchList[] };
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
}

/**
 * A list of members as the inbox and the profile area's lists show it: how many, the cards (one column on a phone),
 * "Show more" while there are more, or the list's empty text. `testId` names its parts (`{testId}-total`, `-grid`,
 * `-empty`).
 */
export function CardPages({
  query,
  empty,
  testId,
  children,
}: {
  query: CardPagesQuery;
  empty: ReactNode;
  testId: string;
  children: (card: MatchCard) => ReactNode;
}) {
  const { t } = useLingui();
  const cards = cardsOf(query.data.pages);
  const first = query.data.pages[0];
  if (cards.length === 0) return <EmptyList testId={`${testId}-empty`}>{empty}</EmptyList>;
  const count = first?.totalCount ?? cards.length;
  return (
    <>
      <Text size="sm" c="dimmed" fw={500} data-testid={`${testId}-total`} data-count={count}>
        {t`${plural(count, { one: '# member', other: '# members' })}`}
      </Text>
      <SimpleGrid cols={CARD_COLUMNS} spacing="md" verticalSpacing="md" data-testid={`${testId}-grid`}>
        {cards.map(children)}
      </SimpleGrid>
      <ShowMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      />
      {query.isFetchNextPageError && <ProblemAlert error={query.error} title={t`More members could not be loaded`} />}
    </>
  );
}
