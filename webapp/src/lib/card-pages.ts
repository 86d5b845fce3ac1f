import type { SimpleGridProps } from '@mantine/core';
import type { MatchCard, MatchList } from '../api/generated/client';

/** The columns of a list of member cards: one on a phone, two on a tablet, three on a desktop. */
export const CARD_COLUMNS: SimpleGridProps['cols'] = { base: 1, sm: 2, lg: 3 };

/** A page of a paged list as the server answers it (`result`, `hasMore`). */
interface Page<T> {
  result: readonly T[];
  hasMore: boolean;
}

/**
 * The items of the pages loaded so far, in order, each once (by `key`): should the list move between two pages (a
 * member approved, a request answered, an action of the member's own meanwhile), "Show more" does not repeat anyone.
 */
export function distinctItems<T>(pages: readonly Page<T>[], key: (item: T) => number): T[] {
  const seen = new Set<number>();
  const items: T[] = [];
  for (const page of pages) {
    for (const item of page.result) {
      if (seen.has(key(item))) continue;
      seen.add(key(item));
      items.push(item);
    }
  }
  return items;
}

/** The cards of the pages of a member list loaded so far (matches, search, inbox, shortlists, visitors), each once. */
export function cardsOf(pages: readonly MatchList[]): MatchCard[] {
  return distinctItems(pages, (card) => card.memberId);
}

/** The page after `pages`, while the server says there is more. */
export function nextPageIndex<T>(last: Page<T>, pages: readonly Page<T>[]): number | undefined {
  return last.hasMore && last.result.length > 0 ? pages.length + 1 : undefined;
}
