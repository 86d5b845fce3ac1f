import { queryOptions, useQuery } from '@tanstack/react-query';
import { LookupsService } from '../../api/generated/client';
import { apiLocale } from '../api-client';
import { FOREVER, lookupKey } from './lookup-query';

/** The talukas of a district. */
export const getTalukas = (districtId: number) =>
  LookupsService.getTalukas({ acceptLanguage: apiLocale(), districtId });

/** Waits (enabled: false) until the districtId is chosen. */
export const getTalukasQueryOptions = (districtId: number | null) =>
  queryOptions({
    queryKey: lookupKey('talukas', districtId),
    queryFn: () => getTalukas(districtId ?? 0),
    enabled: districtId !== null,
    ...FOREVER,
  });

/**
 * A plain query, not a suspending one: this list follows what the member picks in the form, and the form must stay on
 * screen (with the select disabled) while it loads.
 */
export const useTalukas = (districtId: number | null) => useQuery(getTalukasQueryOptions(districtId));
