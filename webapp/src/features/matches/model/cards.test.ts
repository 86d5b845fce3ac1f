import { describe, expect, it } from 'vitest';
import type { MatchCard, MatchList } from '../../../api/generated/client';
import { cardsOf } from './cards';

const page = (ids: number[]): MatchList => ({
  result: ids.map((memberId) => ({ memberId }) as MatchCard),
  totalCount: 10,
  totalCountCapped: false,
  hasMore: true,
});

describe('cardsOf', () => {
  it('appends the pages in order and shows a member who moved to the next page only once', () => {
    expect(cardsOf([page([1, 2, 3]), page([3, 4]), page([5])]).map((card) => card.memberId)).toEqual([1, 2, 3, 4, 5]);
    expect(cardsOf([])).toEqual([]);
  });
});
