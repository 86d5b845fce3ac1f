import { useQuery } from '@tanstack/react-query';
import { LookupsService } from '../../api/generated/client';
import { apiLocale } from '../api-client';
import { childListQueryOptions } from './lookup-query';

/** The talukas of a district. */
export const getTalukas = (districtId: number) =>
  LookupsService.getTalukas({ acceptLanguage: apiLocale(), districtId });

export const getTalukasQueryOptions = (districtId: number | null) =>
  childListQueryOptions('talukas', districtId, getTalukas);

/** A plain query: see `childListQueryOptions`. */
export const useTalukas = (districtId: number | null) => useQuery(getTalukasQueryOptions(districtId));
