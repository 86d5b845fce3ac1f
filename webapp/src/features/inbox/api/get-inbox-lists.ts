import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { InboxService, type MatchList } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';
import { nextPageIndex } from '../../../lib/card-pages';
import type { InboxTab } from '../model/tabs';

/** Cards per page of a tab ("Show more" adds as many): fills rows of two and three columns alike. */
export const INBOX_PAGE_SIZE = 12;

/** One page of one tab of the inbox, names in the page's language. */
export function getInboxList(tab: InboxTab, pageIndex: number, pageSize: number): Promise<MatchList> {
  const requestBody = { pageIndex, pageSize };
  const acceptLanguage = apiLocale();
  return authorized(() => {
    switch (tab) {
      case 'accepted':
        return InboxService.listAcceptedConnections({ requestBody, acceptLanguage });
      case 'received':
        return InboxService.listReceivedRequests({ requestBody, acceptLanguage });
      case 'sent':
        return InboxService.listSentRequests({ requestBody, acceptLanguage });
      case 'declined':
        return InboxService.listDeclinedRequests({ requestBody, acceptLanguage });
      case 'blocked':
        return InboxService.listBlockedMembers({ requestBody, acceptLanguage });
    }
  });
}

/** A whole tab, a page at a time ("Show more" appends the next page). */
export const getInboxPagesQueryOptions = (tab: InboxTab) =>
  infiniteQueryOptions({
    queryKey: [...QUERY_KEYS.inbox, tab, 'pages'],
    queryFn: ({ pageParam }) => getInboxList(tab, pageParam, INBOX_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: nextPageIndex,
    staleTime: 60_000,
  });

export const useInboxPages = (tab: InboxTab) => useSuspenseInfiniteQuery(getInboxPagesQueryOptions(tab));
