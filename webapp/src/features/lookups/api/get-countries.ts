import { queryOptions } from '@tanstack/react-query';
import { LookupsService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';

/** Every country with its dialing code (`+91`), named in the current language; India is id 92. */
export function getCountriesQueryOptions() {
  return queryOptions({
    queryKey: ['lookups', 'countries'],
    queryFn: () => LookupsService.getCountries({ acceptLanguage: apiLocale() }),
    staleTime: Infinity,
  });
}
