import type { SimpleGridProps } from '@mantine/core';
import type { MatchCard, MatchList } from '../api/generated/client';

/** The columns of a list of member cards: one on a phone, two on a tablet, three on a desktop. */
export const CARD_COLUMNS: SimpleGridProps['cols'] = { base: 1, sm: 2, lg: 3 };

/**
 * The cards of the pages of a member list loaded so far (matches, search, inbox, shortlists, visitors), in order, each
 * member once: should the list move between two pages (a member approved, a request answered or someone shortlisted
 * meanwhile), "Show more" does not show anyone twice.
 */
export function cardsOf(pages: readonly MatchList[]): MatchCard[] {
  const seen = new Set<number>();
  const cards: MatchCard[] = [];
  for (const page of pages) {
    for (const card of page.result) {
      if (seen.has(card.memberId)) continue;
      seen.add(card.memberId);
      cards.push(card);
    }
  }
  return cards;
}

/** The page after `pages`, while the server says there is more. */
export function nextPageIndex(last: MatchList, pages: readonly MatchList[]): number | undefined {
  return last.hasMore && last.result.length > 0 ? pages.length + 1 : undefined;
}
