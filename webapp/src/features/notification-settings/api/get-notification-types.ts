import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { LookupsService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { FOREVER, lookupKey } from '../../../lib/lookups/lookup-query';

/** The kinds of notification, named in the current language. */
export const getNotificationTypes = () => LookupsService.getNotificationTypes({ acceptLanguage: apiLocale() });

export const getNotificationTypesQueryOptions = () =>
  queryOptions({ queryKey: lookupKey('notification-types'), queryFn: getNotificationTypes, ...FOREVER });

export const useNotificationTypes = () => useSuspenseQuery(getNotificationTypesQueryOptions());
