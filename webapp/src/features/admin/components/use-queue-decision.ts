import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { MessageAnswer } from '../../../api/generated/client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { showToast } from '../../../lib/toast';
import { reasonError } from '../model/reason-error';

/** One decision on an item of a moderators' queue, with the reason the member reads when the decision needs one. */
export interface QueueDecision<D extends string> {
  decision: D;
  id: number;
  reason?: string;
}

/**
 * The decisions of a moderators' queue (edit requests, new photos, reports, enquiries): one at a time; a decided item
 * leaves the list at once (so it cannot be decided twice while the list reloads); a reason problem stays in the reason
 * dialog, any other error (another moderator decided first, 422) closes it, reloads the list and is shown on the item,
 * or on top when the item has left the list. A decision is taken at once (`decide`) or after its reason (`ask`,
 * `confirm`).
 */
export function useQueueDecision<T, D extends string>({
  items,
  queryKey,
  idOf,
  decide,
}: {
  items: readonly T[];
  /** The queue's own query, whose cached list loses the decided item. */
  queryKey: QueryKey;
  idOf: (item: T) => number;
  decide: (variables: QueueDecision<D>) => Promise<MessageAnswer>;
}) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<{ id: number; decision: D } | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.admin });

  const mutation = useMutation({
    mutationFn: decide,
    onSuccess: (answer, { id }) => {
      setAsking(null);
      showToast({ message: answer.message });
      queryClient.setQueryData<{ result: T[]; totalCount: number }>(
        queryKey,
        (old) =>
          old && {
            ...old,
            result: old.result.filter((item) => idOf(item) !== id),
            totalCount: Math.max(0, old.totalCount - 1),
          },
      );
      reload();
    },
    onError: (error) => {
      if (!reasonError(error)) {
        setAsking(null);
        reload();
      }
    },
  });

  const fieldError = reasonError(mutation.error);
  const pageError = mutation.error && !fieldError ? mutation.error : null;
  const failedId = pageError ? mutation.variables?.id : undefined;
  return {
    busy: mutation.isPending,
    /** The decision on its way, if any (its button spins; every other one waits). */
    pending: mutation.isPending ? mutation.variables : undefined,
    fieldError,
    pageError,
    failedId,
    /** Whether the item that failed is still listed (its message goes on it, otherwise on top). */
    failedListed: failedId !== undefined && items.some((item) => idOf(item) === failedId),
    /** The item and decision whose reason dialog is open. */
    asking,
    /** A decision that needs no reason. */
    decideNow: (id: number, decision: D) => mutation.mutate({ decision, id }),
    /** Opens the reason dialog of a decision that needs one. */
    ask: (id: number, decision: D) => {
      mutation.reset();
      setAsking({ id, decision });
    },
    /** The reason dialog's confirmation. */
    confirm: (reason: string) => {
      if (asking !== null) mutation.mutate({ ...asking, reason });
    },
    closeAsk: () => setAsking(null),
  };
}
