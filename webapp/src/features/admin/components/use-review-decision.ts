import type { QueryKey } from '@tanstack/react-query';
import type { MessageAnswer } from '../../../api/generated/client';
import type { ReviewDecision } from '../api/decide-on-edit-request';
import { useQueueDecision, type QueueDecision } from './use-queue-decision';

/** One decision on an item of a review queue: approve, or decline with the reason the member reads. */
export type ReviewVariables = QueueDecision<ReviewDecision>;

/**
 * The decisions of a review queue (edit requests, new photos): approve at once, or decline with a reason; the rules of
 * useQueueDecision (one at a time, a decided item leaves the list at once, where an error is shown).
 */
export function useReviewDecision<T>(options: {
  items: readonly T[];
  /** The queue's own query, whose cached list loses the decided item. */
  queryKey: QueryKey;
  idOf: (item: T) => number;
  decide: (variables: ReviewVariables) => Promise<MessageAnswer>;
}) {
  const queue = useQueueDecision<T, ReviewDecision>(options);
  return {
    busy: queue.busy,
    /** The item whose approval is on its way (its button spins; every other one waits). */
    approvingId: queue.pending?.decision === 'approve' ? queue.pending.id : undefined,
    fieldError: queue.fieldError,
    pageError: queue.pageError,
    failedId: queue.failedId,
    failedListed: queue.failedListed,
    /** The item whose reason dialog is open. */
    declining: queue.asking?.id ?? null,
    approve: (id: number) => queue.decideNow(id, 'approve'),
    startDecline: (id: number) => queue.ask(id, 'decline'),
    decline: queue.confirm,
    closeDecline: queue.closeAsk,
  };
}
