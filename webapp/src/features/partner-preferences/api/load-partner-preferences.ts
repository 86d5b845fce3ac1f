import type { QueryClient } from '@tanstack/react-query';
import { getAnnualIncomesQueryOptions } from '../../../lib/lookups/get-annual-incomes';
import { getCitiesQueryOptions } from '../../../lib/lookups/get-cities';
import { getCommunitiesQueryOptions } from '../../../lib/lookups/get-communities';
import { getCountriesQueryOptions } from '../../../lib/lookups/get-countries';
import { getEducationsQueryOptions } from '../../../lib/lookups/get-educations';
import { getHeightsQueryOptions } from '../../../lib/lookups/get-heights';
import { OCCUPATION_TYPE, getOccupationsQueryOptions } from '../../../lib/lookups/get-occupations';
import { getStatesQueryOptions } from '../../../lib/lookups/get-states';
import { getPartnerPreferenceQueryOptions } from './get-partner-preference';

/**
 * Everything the preferences form shows before the member touches it: the saved preferences, the reference lists, and
 * the states of the saved countries and the cities of the saved states (so that their names show at once).
 */
export async function loadPartnerPreferences(queryClient: QueryClient, memberId: number): Promise<void> {
  const [saved] = await Promise.all([
    queryClient.ensureQueryData(getPartnerPreferenceQueryOptions(memberId)),
    queryClient.ensureQueryData(getCommunitiesQueryOptions()),
    queryClient.ensureQueryData(getHeightsQueryOptions()),
    queryClient.ensureQueryData(getAnnualIncomesQueryOptions()),
    queryClient.ensureQueryData(getEducationsQueryOptions()),
    queryClient.ensureQueryData(getOccupationsQueryOptions(OCCUPATION_TYPE.own)),
    queryClient.ensureQueryData(getCountriesQueryOptions()),
  ]);
  await Promise.all([
    ...(saved.countryIds ?? []).map((id) => queryClient.ensureQueryData(getStatesQueryOptions(id))),
    ...(saved.stateIds ?? []).map((id) => queryClient.ensureQueryData(getCitiesQueryOptions(id))),
  ]);
}
