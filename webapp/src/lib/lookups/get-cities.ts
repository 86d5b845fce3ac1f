import { useQuery } from '@tanstack/react-query';
import { LookupsService } from '../../api/generated/client';
import { apiLocale } from '../api-client';
import { childListQueryOptions } from './lookup-query';

/** The cities of a state. */
export const getCities = (stateId: number) => LookupsService.getCities({ acceptLanguage: apiLocale(), stateId });

export const getCitiesQueryOptions = (stateId: number | null) => childListQueryOptions('cities', stateId, getCities);

/** A plain query: see `childListQueryOptions`. */
export const useCities = (stateId: number | null) => useQuery(getCitiesQueryOptions(stateId));
