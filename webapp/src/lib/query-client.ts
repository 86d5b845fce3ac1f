import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/generated/client';

/**
 * Whether a failed query is worth one more try: a network failure or a 5xx may pass a moment later; a 4xx answers the
 * same (a 404 stays not found, and a 429, an allowance used up for the day, would only count one more refusal).
 */
export function retriesOnce(failures: number, error: unknown): boolean {
  if (failures >= 1) return false;
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: retriesOnce,
        staleTime: 5 * 60 * 1000,
      },
    },
  });
}
