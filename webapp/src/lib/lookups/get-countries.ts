import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { LookupsService } from '../../api/generated/client';
import { apiLocale } from '../api-client';
import { FOREVER, lookupKey } from './lookup-query';

/** Every country with its dialing code (`+91`), named in the current language; India is DEFAULT_COUNTRY_ID. */
export const getCountries = () => LookupsService.getCountries({ acceptLanguage: apiLocale() });

export const getCountriesQueryOptions = () =>
  queryOptions({ queryKey: lookupKey('countries'), queryFn: getCountries, ...FOREVER });

export const useCountries = () => useSuspenseQuery(getCountriesQueryOptions());
