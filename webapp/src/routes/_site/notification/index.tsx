import { createFileRoute, redirect } from '@tanstack/react-router';

/** /notification is the list. */
export const Route = createFileRoute('/_site/notification/')({
  beforeLoad: () => {
    throw redirect({ to: '/notification/list', replace: true });
  },
});
