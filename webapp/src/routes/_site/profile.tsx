import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/profile/components/profile-page';

/** The member's own profile (statuses 1 to 5); the root route's guard keeps status 0 in the wizard. */
export const Route = createFileRoute('/_site/profile')({
  component: ProfilePage,
});
