import type { Criterion, MatchExplanation } from '../../../api/generated/client';

export type CriterionState = 'met' | 'missed' | 'unknown';

/** Met, missed, or unknown (`met` null or absent: the profile does not say). */
export function criterionState(criterion: Criterion): CriterionState {
  if (criterion.met === true) return 'met';
  if (criterion.met === false) return 'missed';
  return 'unknown';
}

export interface ExplanationCounts {
  /** Both ways together, as the score counts them. */
  met: number;
  missed: number;
  unknown: number;
  /** Met or missed: what the score is the share of. */
  known: number;
  /** Every stated preference, both ways. */
  stated: number;
}

export function explanationCounts(match: MatchExplanation): ExplanationCounts {
  const all = [...match.mine, ...match.theirs].map(criterionState);
  const met = all.filter((state) => state === 'met').length;
  const missed = all.filter((state) => state === 'missed').length;
  return { met, missed, unknown: all.length - met - missed, known: met + missed, stated: all.length };
}
