import type { QueryClient } from '@tanstack/react-query';
import { ensurePreferenceLookups } from '../../../components/preference-fields/load-lookups';
import { getPartnerPreferenceQueryOptions } from './get-partner-preference';

/**
 * Everything the preferences form shows before the member touches it: the saved preferences, the reference lists, and
 * the states of the saved countries and the cities of the saved states (so that their names show at once).
 */
export async function loadPartnerPreferences(queryClient: QueryClient, memberId: number): Promise<void> {
  const [saved] = await Promise.all([
    queryClient.ensureQueryData(getPartnerPreferenceQueryOptions(memberId)),
    ensurePreferenceLookups(queryClient),
  ]);
  await ensurePreferenceLookups(queryClient, saved);
}
