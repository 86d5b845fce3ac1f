import { queryOptions, useQuery } from '@tanstack/react-query';
import { LookupsService } from '../../api/generated/client';
import { apiLocale } from '../api-client';
import { childListQueryOptions, FOREVER, lookupKey } from './lookup-query';

/** The villages and towns of a taluka. */
export const getVillages = (talukaId: number) => LookupsService.getVillages({ acceptLanguage: apiLocale(), talukaId });

export const getVillagesQueryOptions = (talukaId: number | null) =>
  childListQueryOptions('villages', talukaId, getVillages);

/** A plain query: see `childListQueryOptions`. */
export const useVillages = (talukaId: number | null) => useQuery(getVillagesQueryOptions(talukaId));

/** Every village of the list, whatever its taluka (the moderators appoint samaj volunteers for some: rule 45). */
export const getAllVillages = () => LookupsService.getVillages({ acceptLanguage: apiLocale() });

export const getAllVillagesQueryOptions = () =>
  queryOptions({ queryKey: lookupKey('villages', 'all'), queryFn: getAllVillages, ...FOREVER });

/** A plain query: the form stays on screen, its list disabled, while the villages load. */
export const useAllVillages = () => useQuery(getAllVillagesQueryOptions());
