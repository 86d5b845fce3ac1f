import { createFileRoute } from '@tanstack/react-router';
import { QueuePage } from '../../features/admin/components/queue-page';

export const Route = createFileRoute('/admin/queue')({
  component: QueuePage,
});
