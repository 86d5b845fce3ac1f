import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../../features/errors/components/error-page';

/**
 * The approved member's start page. Until the matches screens exist it shows the 404 inside the site's shell (header
 * with the full menu), so that the routing by status can already land here.
 */
export const Route = createFileRoute('/_site/matches')({
  component: () => <ErrorPage kind="not-found" embedded />,
});
