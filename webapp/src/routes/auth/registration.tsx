import { createFileRoute } from '@tanstack/react-router';
import { RegistrationPage } from '../../features/auth/components/registration-page';

export const Route = createFileRoute('/auth/registration')({
  component: RegistrationPage,
});
