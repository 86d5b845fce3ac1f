import { describe, expect, it } from 'vitest';
import type { Criterion } from '../../../api/generated/client';
import { criterionState, explanationCounts } from './explanation';

const c = (criterion: Criterion['criterion'], met?: boolean | null): Criterion =>
  ({ criterion, label: criterion, met }) as Criterion;

describe('explanationCounts', () => {
  it('counts both ways together, the unknown apart from the known', () => {
    const counts = explanationCounts({
      score: 75,
      mine: [c('age', true), c('height', false), c('education', null)],
      theirs: [c('age', true), c('community', true), c('occupation')],
    });
    expect(counts).toEqual({ met: 3, missed: 1, unknown: 2, known: 4, stated: 6 });
  });

  it('is all zeros when nobody stated a preference', () => {
    expect(explanationCounts({ score: 0, mine: [], theirs: [] })).toEqual({
      met: 0,
      missed: 0,
      unknown: 0,
      known: 0,
      stated: 0,
    });
  });
});

describe('criterionState', () => {
  it('reads true as met, false as missed, null or absent as unknown', () => {
    expect(criterionState(c('age', true))).toBe('met');
    expect(criterionState(c('age', false))).toBe('missed');
    expect(criterionState(c('age', null))).toBe('unknown');
    expect(criterionState(c('age'))).toBe('unknown');
  });
});
