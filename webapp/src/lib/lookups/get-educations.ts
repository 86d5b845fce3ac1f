import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { LookupsService } from '../../api/generated/client';
import { apiLocale } from '../api-client';
import { FOREVER, lookupKey } from './lookup-query';

/** The education levels. */
export const getEducations = () => LookupsService.getEducations({ acceptLanguage: apiLocale() });

export const getEducationsQueryOptions = () =>
  queryOptions({ queryKey: lookupKey('educations'), queryFn: getEducations, ...FOREVER });

export const useEducations = () => useSuspenseQuery(getEducationsQueryOptions());
