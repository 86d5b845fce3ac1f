import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ApiError } from '../../../api/generated/client';
import { ErrorPage, RouteError, RoutePending } from '../../../components/route-fallbacks';
import { openMemberDetails } from '../../../features/matches/api/get-member-details';
import { MemberDetailPage } from '../../../features/matches/components/member-detail-page';
import { memberIdFrom } from '../../../features/matches/model/member-id';
import { ensureProfileLookups } from '../../../lib/lookups/profile-lookups';
import { QUERY_KEYS } from '../../../lib/query-keys';

/**
 * Another member's detail (approved members only: see route-access.ts), reached from a card or by quick search. A
 * member who does not exist or whom the caller may not see (404), and an address that is no member id, are the 404
 * page inside the shell.
 */
export const Route = createFileRoute('/_site/matches/detail/$id')({
  loader: async ({ params, preload, context: { queryClient } }) => {
    const memberId = memberIdFrom(params.id);
    if (memberId === null) return;
    // Opening the detail records a visit (rule 28): hovering a card's link (the router's preload on intent) must
    // not, or a member would be taken off New matches by a pointer passing over them. Only the lookups come early.
    if (preload) return ensureProfileLookups(queryClient);
    await Promise.all([openMemberDetails(queryClient, memberId), ensureProfileLookups(queryClient)]);
    // The visit takes the member off New matches and puts them first in Recently viewed.
    void queryClient.invalidateQueries({ queryKey: [...QUERY_KEYS.matches, 'list'] });
  },
  pendingComponent: RoutePending,
  errorComponent: (props) =>
    props.error instanceof ApiError && props.error.status === 404 ? (
      <ErrorPage kind="not-found" embedded />
    ) : (
      <RouteError {...props} title={<Trans>This profile could not be loaded</Trans>} />
    ),
  component: MemberDetailRoute,
});

function MemberDetailRoute() {
  const memberId = memberIdFrom(Route.useParams().id);
  if (memberId === null) return <ErrorPage kind="not-found" embedded />;
  return <MemberDetailPage memberId={memberId} />;
}
