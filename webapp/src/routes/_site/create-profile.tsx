import { createFileRoute } from '@tanstack/react-router';
import { CreateProfilePage } from '../../features/create-profile/components/create-profile-page';

/** The profile wizard; the root route's guard lets only members with profileStatus 0 in. */
export const Route = createFileRoute('/_site/create-profile')({
  component: CreateProfilePage,
});
