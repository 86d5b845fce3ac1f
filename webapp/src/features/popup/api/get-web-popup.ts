import { queryOptions, useQuery } from '@tanstack/react-query';
import { HomeService, type PopupSetting } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';

/** The web popup in the page's language, or null when none is set (the server answers 204 without a body). */
export const getWebPopup = async (): Promise<PopupSetting | null> =>
  (await HomeService.getWebPopup({ acceptLanguage: apiLocale() })) ?? null;

/** Asked once per page load: the language, and with it the popup's text, only changes with a reload. */
export const getWebPopupQueryOptions = () =>
  queryOptions({ queryKey: ['popup', 'web'], queryFn: getWebPopup, staleTime: Infinity, gcTime: Infinity });

/** Not a suspending query: the page never waits for the popup. */
export const useWebPopup = () => useQuery(getWebPopupQueryOptions());
