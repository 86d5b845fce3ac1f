import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { LookupsService } from '../../api/generated/client';
import { apiLocale } from '../api-client';
import { FOREVER, lookupKey } from './lookup-query';

/** The heights a member can choose, shortest first. */
export const getHeights = () => LookupsService.getHeights({ acceptLanguage: apiLocale() });

export const getHeightsQueryOptions = () =>
  queryOptions({ queryKey: lookupKey('heights'), queryFn: getHeights, ...FOREVER });

export const useHeights = () => useSuspenseQuery(getHeightsQueryOptions());
