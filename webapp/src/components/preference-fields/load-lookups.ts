import type { QueryClient } from '@tanstack/react-query';
import { getAnnualIncomesQueryOptions } from '../../lib/lookups/get-annual-incomes';
import { getCitiesQueryOptions } from '../../lib/lookups/get-cities';
import { getCommunitiesQueryOptions } from '../../lib/lookups/get-communities';
import { getCountriesQueryOptions } from '../../lib/lookups/get-countries';
import { getEducationsQueryOptions } from '../../lib/lookups/get-educations';
import { getGolsQueryOptions } from '../../lib/lookups/get-gols';
import { getHeightsQueryOptions } from '../../lib/lookups/get-heights';
import { OCCUPATION_TYPE, getOccupationsQueryOptions } from '../../lib/lookups/get-occupations';
import { getStatesQueryOptions } from '../../lib/lookups/get-states';

/**
 * The reference lists that the preference fields name, and the states of the chosen countries and the cities of the
 * chosen states (so that their names show at once), for the loaders of the pages that have the fields.
 */
export async function ensurePreferenceLookups(
  queryClient: QueryClient,
  chosen: { countryIds?: readonly number[] | null; stateIds?: readonly number[] | null } = {},
): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(getCommunitiesQueryOptions()),
    queryClient.ensureQueryData(getHeightsQueryOptions()),
    queryClient.ensureQueryData(getAnnualIncomesQueryOptions()),
    queryClient.ensureQueryData(getEducationsQueryOptions()),
    queryClient.ensureQueryData(getOccupationsQueryOptions(OCCUPATION_TYPE.own)),
    queryClient.ensureQueryData(getCountriesQueryOptions()),
    queryClient.ensureQueryData(getGolsQueryOptions()),
    ...(chosen.countryIds ?? []).map((id) => queryClient.ensureQueryData(getStatesQueryOptions(id))),
    ...(chosen.stateIds ?? []).map((id) => queryClient.ensureQueryData(getCitiesQueryOptions(id))),
  ]);
}
