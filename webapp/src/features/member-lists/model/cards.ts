import type { MatchCard, MatchList } from '../../../api/generated/client';

/**
 * The cards of the pages loaded so far, in order, each member once: should the list move between two pages (someone
 * shortlisted or visited meanwhile), "Show more" does not show anyone twice.
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
