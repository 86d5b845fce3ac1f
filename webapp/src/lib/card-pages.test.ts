import { describe, expect, it } from 'vitest';
import type { MatchCard, MatchList } from '../api/generated/client';
import { cardsOf, nextPageIndex } from './card-pages';

const page = (ids: number[], hasMore = true): MatchList => ({
  result: ids.map((memberId) => ({ memberId }) as MatchCard),
  totalCount: 10,
  totalCountCapped: false,
  hasMore,
});

describe('cardsOf', () => {
  it('appends the pages in order and shows a member who moved to the next page only once', () => {
    expect(cardsOf([page([1, 2, 3]), page([3, 4]), page([5])]).map((card) => card.memberId)).toEqual([1, 2, 3, 4, 5]);
    expect(cardsOf([])).toEqual([]);
  });
});

describe('nextPageIndex', () => {
  it('asks for the next page while the server says there is more', () => {
    expect(nextPageIndex(page([1, 2]), [page([1, 2])])).toBe(2);
    expect(nextPageIndex(page([3, 4]), [page([1, 2]), page([3, 4])])).toBe(3);
    expect(nextPageIndex(page([5], false), [page([1, 2]), page([5], false)])).toBeUndefined();
    expect(nextPageIndex(page([]), [page([])])).toBeUndefined();
  });
});
