import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { LookupsService } from '../../api/generated/client';
import { apiLocale } from '../api-client';
import { FOREVER, lookupKey } from './lookup-query';

/** The annual income ranges. */
export const getAnnualIncomes = () => LookupsService.getAnnualIncomes({ acceptLanguage: apiLocale() });

export const getAnnualIncomesQueryOptions = () =>
  queryOptions({ queryKey: lookupKey('annual-incomes'), queryFn: getAnnualIncomes, ...FOREVER });

export const useAnnualIncomes = () => useSuspenseQuery(getAnnualIncomesQueryOptions());
