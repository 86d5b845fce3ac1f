import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { MessageAnswer } from '../../../api/generated/client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { showToast } from '../../../lib/toast';
import type { ReviewDecision } from '../api/decide-on-edit-request';
import { reasonError } from '../model/reason-error';

/** One decision on an item of a review queue: approve, or decline with the reason the member reads. */
export interface ReviewVariables {
  decision: ReviewDecision;
  id: number;
  reason?: string;
}

/**
 * The decisions of a review queue (edit requests, new photos): one at a time; a decided item leaves the list at once
 * (so it cannot be decided twice while the list reloads); a reason problem stays in the reason dialog, any other error
 * (another moderator decided first, 422) closes it, reloads the list and is shown on the item, or on top when the
 * item has left the list.
 */
export function useReviewDecision<T>({
  items,
  queryKey,
  idOf,
  decide,
}: {
  items: readonly T[];
  /** The queue's own query, whose cached list loses the decided item. */
  queryKey: QueryKey;
  idOf: (item: T) => number;
  decide: (variables: ReviewVariables) => Promise<MessageAnswer>;
}) {
  const queryClient = useQueryClient();
  const [declining, setDeclining] = useState<number | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.admin });

  const decision = useMutation({
    mutationFn: decide,
    onSuccess: (answer, { id }) => {
      setDeclining(null);
      showToast({ message: answer.message });
      queryClient.setQueryData<{ result: T[]; totalCount: number }>(
        queryKey,
        (old) =>
          old && { result: old.result.filter((item) => idOf(item) !== id), totalCount: Math.max(0, old.totalCount - 1) },
      );
      reload();
    },
    onError: (error) => {
      if (!reasonError(error)) {
        setDeclining(null);
        reload();
      }
    },
  });

  const fieldError = reasonError(decision.error);
  const pageError = decision.error && !fieldError ? decision.error : null;
  const failedId = pageError ? decision.variables?.id : undefined;
  return {
    busy: decision.isPending,
    /** The item whose approval is on its way (its button spins; every other one waits). */
    approvingId:
      decision.isPending && decision.variables?.decision === 'approve' ? decision.variables.id : undefined,
    fieldError,
    pageError,
    failedId,
    /** Whether the item that failed is still listed (its message goes on it, otherwise on top). */
    failedListed: failedId !== undefined && items.some((item) => idOf(item) === failedId),
    /** The item whose reason dialog is open. */
    declining,
    approve: (id: number) => decision.mutate({ decision: 'approve', id }),
    startDecline: (id: number) => {
      decision.reset();
      setDeclining(id);
    },
    decline: (reason: string) => {
      if (declining !== null) decision.mutate({ decision: 'decline', id: declining, reason });
    },
    closeDecline: () => setDeclining(null),
  };
}
