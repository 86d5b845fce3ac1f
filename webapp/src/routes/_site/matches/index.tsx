import { createFileRoute } from '@tanstack/react-router';
import { getMatchPreviewQueryOptions } from '../../../features/matches/api/get-match-lists';
import { getOwnCompletenessQueryOptions } from '../../../features/matches/api/get-own-completeness';
import { MatchesPage } from '../../../features/matches/components/matches-page';
import { MATCH_LIST_KINDS } from '../../../features/matches/model/lists';

/**
 * The approved member's start page (approved members only: see route-access.ts). Each section loads on its own; the
 * loader only starts them all at once.
 */
export const Route = createFileRoute('/_site/matches/')({
  loader: ({ context: { queryClient } }) => {
    for (const kind of MATCH_LIST_KINDS) void queryClient.prefetchQuery(getMatchPreviewQueryOptions(kind));
    // The own profile, for the completeness nudge (rule 53); the page shows it when it arrives.
    void queryClient.prefetchQuery(getOwnCompletenessQueryOptions());
  },
  component: MatchesPage,
});
