import { createFileRoute } from '@tanstack/react-router';
import { VolunteerPage } from '../../features/volunteer/components/volunteer-page';

/**
 * The samaj volunteer's page (docs/rules.md rule 45): a volunteer's own account, or an approved member (see
 * route-access.ts). Nothing is loaded ahead: the server alone knows whether the account is appointed, and the page says
 * so when it is not (403 `not_volunteer`) rather than an error page.
 */
export const Route = createFileRoute('/_site/volunteer')({
  component: VolunteerPage,
});
