import { queryOptions, useQuery } from '@tanstack/react-query';
import { LookupsService } from '../../api/generated/client';
import { apiLocale } from '../api-client';
import { FOREVER, lookupKey } from './lookup-query';

/** The cities of a state. */
export const getCities = (stateId: number) => LookupsService.getCities({ acceptLanguage: apiLocale(), stateId });

/** Waits (enabled: false) until the stateId is chosen. */
export const getCitiesQueryOptions = (stateId: number | null) =>
  queryOptions({
    queryKey: lookupKey('cities', stateId),
    queryFn: () => getCities(stateId ?? 0),
    enabled: stateId !== null,
    ...FOREVER,
  });

/**
 * A plain query, not a suspending one: this list follows what the member picks in the form, and the form must stay on
 * screen (with the select disabled) while it loads.
 */
export const useCities = (stateId: number | null) => useQuery(getCitiesQueryOptions(stateId));
