import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../../features/errors/components/error-page';

export const Route = createFileRoute('/error/error-v3')({
  component: () => <ErrorPage kind="not-found" />,
});
