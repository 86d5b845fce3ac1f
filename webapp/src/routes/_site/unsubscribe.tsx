import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '../../features/subscribe/components/unsubscribe-page';
import { unsubscribeSearch } from '../../features/subscribe/model/unsubscribe-link';

/**
 * `/unsubscribe?email=…&token=…`: the one-click link of the subscription's confirmation e-mail. Open to everyone,
 * signed in or not (route-access.ts).
 */
export const Route = createFileRoute('/_site/unsubscribe')({
  validateSearch: (search) => unsubscribeSearch.parse(search),
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const search = Route.useSearch();
  return <UnsubscribePage search={search} />;
}
