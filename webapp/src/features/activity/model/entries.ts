import type { HistoryItem, HistoryList } from '../../../api/generated/client';

/**
 * The entries of the pages loaded so far, in order, each once: what the member does while they read the list moves it
 * down a place, and "Show more" would otherwise repeat the entry that moved onto the next page.
 */
export function entriesOf(pages: readonly HistoryList[]): HistoryItem[] {
  const seen = new Set<number>();
  const entries: HistoryItem[] = [];
  for (const page of pages) {
    for (const item of page.result) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      entries.push(item);
    }
  }
  return entries;
}
