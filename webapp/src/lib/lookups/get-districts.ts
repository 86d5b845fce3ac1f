import { queryOptions, useQuery } from '@tanstack/react-query';
import { LookupsService } from '../../api/generated/client';
import { apiLocale } from '../api-client';
import { FOREVER, lookupKey } from './lookup-query';

/** The districts of a state (Gujarat's, for the native place). */
export const getDistricts = (stateId: number) => LookupsService.getDistricts({ acceptLanguage: apiLocale(), stateId });

/** Waits (enabled: false) until the stateId is chosen. */
export const getDistrictsQueryOptions = (stateId: number | null) =>
  queryOptions({
    queryKey: lookupKey('districts', stateId),
    queryFn: () => getDistricts(stateId ?? 0),
    enabled: stateId !== null,
    ...FOREVER,
  });

/**
 * A plain query, not a suspending one: this list follows what the member picks in the form, and the form must stay on
 * screen (with the select disabled) while it loads.
 */
export const useDistricts = (stateId: number | null) => useQuery(getDistrictsQueryOptions(stateId));
