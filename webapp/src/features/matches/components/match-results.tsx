import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Paper, SimpleGrid, Skeleton, Text, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MatchCard as MatchCardData, MatchList } from '../../../api/generated/client';
import { MatchCard } from './match-card';

/** The cards of a list, as many columns as fit (one on a phone). `blocked`: the inbox's Blocked tab (see MatchCard). */
export function MatchGrid({
  cards,
  cols = { base: 1, sm: 2, lg: 3 },
  blocked = false,
}: {
  cards: MatchCardData[];
  cols?: SimpleGridProps['cols'];
  blocked?: boolean;
}) {
  return (
    <SimpleGrid cols={cols} spacing="md" verticalSpacing="md" data-testid="match-grid">
      {cards.map((card) => (
        <MatchCard key={card.memberId} card={card} blocked={blocked} />
      ))}
    </SimpleGrid>
  );
}

/** Two grey cards while a list loads. */
export function LoadingCards({ cols }: { cols: SimpleGridProps['cols'] }) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={cols} spacing="md" aria-busy="true" aria-label={t`Loading`}>
      {Array.from({ length: 2 }, (_, index) => (
        <Skeleton key={index} height={220} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/** "24 members", or "1000+ members" when the server stopped counting. */
export function MatchTotal({ list }: { list: Pick<MatchList, 'totalCount' | 'totalCountCapped'> }) {
  const { t } = useLingui();
  const count = list.totalCount;
  return (
    <Text
      size="sm"
      c="dimmed"
      fw={500}
      data-testid="match-total"
      data-count={count}
      data-capped={list.totalCountCapped}
    >
      {list.totalCountCapped ? t`${count}+ members` : t`${plural(count, { one: '# member', other: '# members' })}`}
    </Text>
  );
}

/** "Show more": appends the next page below the cards already shown. */
export function ShowMore({ hasMore, loading, onClick }: { hasMore: boolean; loading: boolean; onClick: () => void }) {
  if (!hasMore) return null;
  return (
    <Center>
      <Button variant="light" onClick={onClick} loading={loading} data-testid="show-more" miw={180}>
        <Trans>Show more</Trans>
      </Button>
    </Center>
  );
}

/** A list with nobody in it. */
export function EmptyList({ children, testId = 'match-empty' }: { children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="lg" p="xl" data-testid={testId}>
      <Text c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Paper>
  );
}
