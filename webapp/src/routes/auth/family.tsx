import { createFileRoute } from '@tanstack/react-router';
import { FamilyInvitationPage } from '../../features/auth/components/family-invitation-page';
import { definedOnly } from '../../lib/search-readers';

/** `?email=` from the invitation's link fills the address in; anything else is ignored. */
export const Route = createFileRoute('/auth/family')({
  validateSearch: (search): { email?: string } =>
    definedOnly({ email: typeof search.email === 'string' ? search.email.slice(0, 254) : undefined }),
  component: FamilyInvitationRoute,
});

function FamilyInvitationRoute() {
  const { email } = Route.useSearch();
  return <FamilyInvitationPage initialEmail={email} />;
}
