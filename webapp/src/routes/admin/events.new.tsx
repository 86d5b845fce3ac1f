import { createFileRoute } from '@tanstack/react-router';
import { NewEventPage } from '../../features/events/components/new-event-page';

/** A new event (docs/rules.md rule 49), for its organisers: see route-access.ts. */
export const Route = createFileRoute('/admin/events/new')({
  component: NewEventPage,
});
