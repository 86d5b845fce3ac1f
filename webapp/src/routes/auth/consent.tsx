import { createFileRoute } from '@tanstack/react-router';
import { ConsentPage } from '../../features/auth/components/consent-page';
import { definedOnly } from '../../lib/search-readers';

/** `?email=` from the consent e-mail's link fills the address in; anything else is ignored. */
export const Route = createFileRoute('/auth/consent')({
  validateSearch: (search): { email?: string } =>
    definedOnly({ email: typeof search.email === 'string' ? search.email.slice(0, 254) : undefined }),
  component: ConsentRoute,
});

function ConsentRoute() {
  const { email } = Route.useSearch();
  return <ConsentPage initialEmail={email} />;
}
