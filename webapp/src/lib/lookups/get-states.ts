import { useQuery } from '@tanstack/react-query';
import { LookupsService } from '../../api/generated/client';
import { apiLocale } from '../api-client';
import { childListQueryOptions } from './lookup-query';

/** The states of a country. */
export const getStates = (countryId: number) => LookupsService.getStates({ acceptLanguage: apiLocale(), countryId });

export const getStatesQueryOptions = (countryId: number | null) =>
  childListQueryOptions('states', countryId, getStates);

/** A plain query: see `childListQueryOptions`. */
export const useStates = (countryId: number | null) => useQuery(getStatesQueryOptions(countryId));
