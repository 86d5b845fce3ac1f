import { queryOptions, useQuery } from '@tanstack/react-query';
import { LookupsService } from '../../api/generated/client';
import { apiLocale } from '../api-client';
import { FOREVER, lookupKey } from './lookup-query';

/** The villages and towns of a taluka. */
export const getVillages = (talukaId: number) => LookupsService.getVillages({ acceptLanguage: apiLocale(), talukaId });

/** Waits (enabled: false) until the talukaId is chosen. */
export const getVillagesQueryOptions = (talukaId: number | null) =>
  queryOptions({
    queryKey: lookupKey('villages', talukaId),
    queryFn: () => getVillages(talukaId ?? 0),
    enabled: talukaId !== null,
    ...FOREVER,
  });

/**
 * A plain query, not a suspending one: this list follows what the member picks in the form, and the form must stay on
 * screen (with the select disabled) while it loads.
 */
export const useVillages = (talukaId: number | null) => useQuery(getVillagesQueryOptions(talukaId));
