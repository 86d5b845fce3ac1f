import { createFileRoute } from '@tanstack/react-router';
import { PAGE_INDEX_MIN } from '../../api/startup-rules';
import { OrganisedEventsPage } from '../../features/events/components/organised-events-page';
import { definedOnly, pageNumber } from '../../lib/search-readers';

/**
 * The events the caller organises (docs/rules.md rule 49), `?page=n`: moderators, a volunteer's own account and an
 * approved member (see route-access.ts). Nothing is loaded ahead: the server alone knows whether the caller organises,
 * and the page says so when not (403 `not_volunteer`) rather than an error page.
 */
export const Route = createFileRoute('/admin/events/')({
  validateSearch: (search: Record<string, unknown>): { page?: number } =>
    definedOnly({ page: pageNumber(search.page) }),
  component: OrganisedEventsRoute,
});

function OrganisedEventsRoute() {
  const { page } = Route.useSearch();
  return <OrganisedEventsPage page={page ?? PAGE_INDEX_MIN} />;
}
