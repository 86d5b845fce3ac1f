import { queryOptions, useQuery } from '@tanstack/react-query';
import { LookupsService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { FOREVER, lookupKey } from '../../../lib/lookups/lookup-query';

/** The contact form's topics (GET /api/Home/Name), named in the current language. */
export const getContactTopics = () => LookupsService.getContactTopics({ acceptLanguage: apiLocale() });

export const getContactTopicsQueryOptions = () =>
  queryOptions({ queryKey: lookupKey('contact-topics'), queryFn: getContactTopics, ...FOREVER });

/** Not a suspending query: the form shows at once, the topic select waits for its list. */
export const useContactTopics = () => useQuery(getContactTopicsQueryOptions());
