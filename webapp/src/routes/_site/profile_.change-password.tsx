import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordPage } from '../../features/account/components/change-password-page';

/** Change password (approved members only: see route-access.ts). Nothing to load: the form is all there is. */
export const Route = createFileRoute('/_site/profile_/change-password')({
  component: ChangePasswordPage,
});
