import { queryOptions, useQuery } from '@tanstack/react-query';
import { LookupsService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';

/**
 * The reference lists of the profile wizard and the profile page, named in the current language. They change rarely and
 * the language only changes with a page reload, so each list is fetched once per page load.
 */
const forever = { staleTime: Infinity, gcTime: Infinity } as const;

/** Occupation types of document 000: 1 the member's own, 2 the mother's, 3 the father's. */
export const OCCUPATION_TYPE = { own: 1, mother: 2, father: 3 } as const;
export type OccupationType = (typeof OCCUPATION_TYPE)[keyof typeof OCCUPATION_TYPE];

export const heightsQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'heights'],
    queryFn: () => LookupsService.getHeights({ acceptLanguage: apiLocale() }),
    ...forever,
  });

export const occupationsQuery = (occupationType: OccupationType) =>
  queryOptions({
    queryKey: ['lookups', 'occupations', occupationType],
    queryFn: () => LookupsService.getOccupations({ acceptLanguage: apiLocale(), occupationType }),
    ...forever,
  });

export const statesQuery = (countryId: number | null) =>
  queryOptions({
    queryKey: ['lookups', 'states', countryId],
    queryFn: () => LookupsService.getStates({ acceptLanguage: apiLocale(), countryId: countryId ?? 0 }),
    enabled: countryId !== null,
    ...forever,
  });

export const citiesQuery = (stateId: number | null) =>
  queryOptions({
    queryKey: ['lookups', 'cities', stateId],
    queryFn: () => LookupsService.getCities({ acceptLanguage: apiLocale(), stateId: stateId ?? 0 }),
    enabled: stateId !== null,
    ...forever,
  });

export const districtsQuery = (stateId: number | null) =>
  queryOptions({
    queryKey: ['lookups', 'districts', stateId],
    queryFn: () => LookupsService.getDistricts({ acceptLanguage: apiLocale(), stateId: stateId ?? 0 }),
    enabled: stateId !== null,
    ...forever,
  });

export const talukasQuery = (districtId: number | null) =>
  queryOptions({
    queryKey: ['lookups', 'talukas', districtId],
    queryFn: () => LookupsService.getTalukas({ acceptLanguage: apiLocale(), districtId: districtId ?? 0 }),
    enabled: districtId !== null,
    ...forever,
  });

export const villagesQuery = (talukaId: number | null) =>
  queryOptions({
    queryKey: ['lookups', 'villages', talukaId],
    queryFn: () => LookupsService.getVillages({ acceptLanguage: apiLocale(), talukaId: talukaId ?? undefined }),
    enabled: talukaId !== null,
    ...forever,
  });

export const educationsQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'educations'],
    queryFn: () => LookupsService.getEducations({ acceptLanguage: apiLocale() }),
    ...forever,
  });

export const annualIncomesQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'annual-incomes'],
    queryFn: () => LookupsService.getAnnualIncomes({ acceptLanguage: apiLocale() }),
    ...forever,
  });

export const useHeights = () => useQuery(heightsQuery());
export const useOccupations = (type: OccupationType) => useQuery(occupationsQuery(type));
export const useStates = (countryId: number | null) => useQuery(statesQuery(countryId));
export const useCities = (stateId: number | null) => useQuery(citiesQuery(stateId));
export const useDistricts = (stateId: number | null) => useQuery(districtsQuery(stateId));
export const useTalukas = (districtId: number | null) => useQuery(talukasQuery(districtId));
export const useVillages = (talukaId: number | null) => useQuery(villagesQuery(talukaId));
export const useEducations = () => useQuery(educationsQuery());
export const useAnnualIncomes = () => useQuery(annualIncomesQuery());

/** `{ value, label }` items of a list for a Mantine Select (ids as strings). */
export function toOptions(list: readonly { id: number; name: string }[] | undefined) {
  return (list ?? []).map((item) => ({ value: String(item.id), label: item.name }));
}

/** The name of the item with this id, if the list has it. */
export function nameOf(list: readonly { id: number; name: string }[] | undefined, id: number | null | undefined) {
  if (id === null || id === undefined) return undefined;
  return list?.find((item) => item.id === id)?.name;
}

/** The item whose name equals `name` (ignoring case and surrounding spaces), for typed-in place names. */
export function findByName<T extends { name: string }>(list: readonly T[] | undefined, name: string): T | undefined {
  const wanted = name.trim().toLocaleLowerCase();
  if (!wanted) return undefined;
  return list?.find((item) => item.name.trim().toLocaleLowerCase() === wanted);
}
