import { useQuery } from '@tanstack/react-query';
import { LookupsService } from '../../api/generated/client';
import { apiLocale } from '../api-client';
import { childListQueryOptions } from './lookup-query';

/** The villages and towns of a taluka. */
export const getVillages = (talukaId: number) => LookupsService.getVillages({ acceptLanguage: apiLocale(), talukaId });

export const getVillagesQueryOptions = (talukaId: number | null) =>
  childListQueryOptions('villages', talukaId, getVillages);

/** A plain query: see `childListQueryOptions`. */
export const useVillages = (talukaId: number | null) => useQuery(getVillagesQueryOptions(talukaId));
