import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { LookupsService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { FOREVER, lookupKey } from '../../../lib/lookups/lookup-query';

/** The details a member asks the moderators to change (first name, surname, date of birth, gender, other). */
export const getRequestTypes = () => LookupsService.getRequestTypes({ acceptLanguage: apiLocale() });

export const getRequestTypesQueryOptions = () =>
  queryOptions({ queryKey: lookupKey('request-types'), queryFn: getRequestTypes, ...FOREVER });

export const useRequestTypes = () => useSuspenseQuery(getRequestTypesQueryOptions());
