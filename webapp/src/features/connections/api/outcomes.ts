import { queryOptions, useQuery } from '@tanstack/react-query';
import { ConnectionsService, type OutcomeRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { useConnectionMutation } from './refresh-connections';

/** The member's connections they are asked about (rule 48), with their own answers; never the other side's. */
export const listOutcomes = () => authorized(() => ConnectionsService.listOutcomes());

export const outcomesQueryOptions = () =>
  queryOptions({ queryKey: [...QUERY_KEYS.inbox, 'outcomes'], queryFn: listOutcomes, staleTime: 60_000 });

export const useOutcomes = (enabled: boolean) => useQuery({ ...outcomesQueryOptions(), enabled });

export const saveOutcome = (requestBody: OutcomeRequest) =>
  authorized(() => ConnectionsService.saveOutcome({ requestBody, acceptLanguage: apiLocale() }));

/** Saves the member's own answer; the inbox (and with it this list) and the lists are read again. */
export const useSaveOutcome = (config: MutationConfig<typeof saveOutcome> = {}) =>
  useConnectionMutation(saveOutcome, config);
