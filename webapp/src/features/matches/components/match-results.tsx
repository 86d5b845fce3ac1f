import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Text, type SimpleGridProps } from '@mantine/core';
import type { MatchCard as MatchCardData, MatchList } from '../../../api/generated/client';
import { CARD_COLUMNS } from '../../../lib/card-pages';
import { MatchCard } from './match-card';

/** The cards of a list, as many columns as fit (one on a phone). `blocked`: the inbox's Blocked tab (see MatchCard). */
export function MatchGrid({
  cards,
  cols = CARD_COLUMNS,
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
