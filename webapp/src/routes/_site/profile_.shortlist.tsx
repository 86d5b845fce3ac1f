import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { MatchCard } from '../../features/matches/components/match-card';
import { getMemberListPagesQueryOptions } from '../../features/member-lists/api/get-member-lists';
import { MemberListPage } from '../../features/member-lists/components/member-list-page';

/** My shortlist: the members I shortlisted (approved members only; the server answers the others 403). */
export const Route = createFileRoute('/_site/profile_/shortlist')({
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureInfiniteQueryData(getMemberListPagesQueryOptions('shortlist')),
  pendingComponent: RoutePending,
  errorComponent: (props) => <RouteError {...props} title={<Trans>The list could not be loaded</Trans>} />,
  component: () => <MemberListPage kind="shortlist" Card={MatchCard} />,
});
