import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../../features/errors/components/error-page';

export const Route = createFileRoute('/error/error-v1')({
  component: () => <ErrorPage kind="something-went-wrong" />,
});
