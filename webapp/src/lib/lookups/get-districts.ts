import { useQuery } from '@tanstack/react-query';
import { LookupsService } from '../../api/generated/client';
import { apiLocale } from '../api-client';
import { childListQueryOptions } from './lookup-query';

/** The districts of a state (Gujarat's, for the native place). */
export const getDistricts = (stateId: number) => LookupsService.getDistricts({ acceptLanguage: apiLocale(), stateId });

export const getDistrictsQueryOptions = (stateId: number | null) =>
  childListQueryOptions('districts', stateId, getDistricts);

/** A plain query: see `childListQueryOptions`. */
export const useDistricts = (stateId: number | null) => useQuery(getDistrictsQueryOptions(stateId));
