import { queryOptions, useQuery } from '@tanstack/react-query';
import { LookupsService } from '../../api/generated/client';
import { apiLocale } from '../api-client';
import { FOREVER, lookupKey } from './lookup-query';

/** The states of a country. */
export const getStates = (countryId: number) => LookupsService.getStates({ acceptLanguage: apiLocale(), countryId });

/** Waits (enabled: false) until the countryId is chosen. */
export const getStatesQueryOptions = (countryId: number | null) =>
  queryOptions({
    queryKey: lookupKey('states', countryId),
    queryFn: () => getStates(countryId ?? 0),
    enabled: countryId !== null,
    ...FOREVER,
  });

/**
 * A plain query, not a suspending one: this list follows what the member picks in the form, and the form must stay on
 * screen (with the select disabled) while it loads.
 */
export const useStates = (countryId: number | null) => useQuery(getStatesQueryOptions(countryId));
