import { createFileRoute } from '@tanstack/react-router';
import { NotificationListPage } from '../../../features/notifications/components/notification-list-page';

export const Route = createFileRoute('/_site/notification/list')({
  component: NotificationListPage,
});
