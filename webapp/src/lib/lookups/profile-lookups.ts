import type { QueryClient } from '@tanstack/react-query';
import { getAnnualIncomesQueryOptions } from './get-annual-incomes';
import { getCommunitiesQueryOptions } from './get-communities';
import { getCountriesQueryOptions } from './get-countries';
import { getEducationsQueryOptions } from './get-educations';
import { getGolsQueryOptions } from './get-gols';
import { getHeightsQueryOptions } from './get-heights';
import { OCCUPATION_TYPE, getOccupationsQueryOptions } from './get-occupations';

/**
 * Every reference list that a profile names (community, height, occupations, incomes, education, country, gol), for the
 * loaders of the pages that show or edit a profile: the components then read them without waiting.
 */
export function ensureProfileLookups(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.ensureQueryData(getCommunitiesQueryOptions()),
    queryClient.ensureQueryData(getHeightsQueryOptions()),
    queryClient.ensureQueryData(getOccupationsQueryOptions(OCCUPATION_TYPE.own)),
    queryClient.ensureQueryData(getOccupationsQueryOptions(OCCUPATION_TYPE.mother)),
    queryClient.ensureQueryData(getOccupationsQueryOptions(OCCUPATION_TYPE.father)),
    queryClient.ensureQueryData(getAnnualIncomesQueryOptions()),
    queryClient.ensureQueryData(getEducationsQueryOptions()),
    queryClient.ensureQueryData(getCountriesQueryOptions()),
    queryClient.ensureQueryData(getGolsQueryOptions()),
  ]);
}
