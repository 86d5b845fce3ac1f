import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueueCount, QueueKind } from '../../../api/generated/client';

/** The page of each moderators' queue. */
export type QueuePath =
  | '/admin/queue'
  | '/admin/photos'
  | '/admin/checks'
  | '/admin/edit-requests'
  | '/admin/reports'
  | '/admin/tickets'
  | '/admin/enquiries';

/** Every queue the moderator home counts, in the home's order: its name and its page. */
export const QUEUES: Readonly<Record<QueueKind, { label: MessageDescriptor; href: QueuePath }>> = {
  approval: { label: msg`Awaiting approval`, href: '/admin/queue' },
  photos: { label: msg`New photos`, href: '/admin/photos' },
  checks: { label: msg`ID and photo checks`, href: '/admin/checks' },
  editRequests: { label: msg`Edit requests`, href: '/admin/edit-requests' },
  reports: { label: msg`Reports`, href: '/admin/reports' },
  tickets: { label: msg`Tickets`, href: '/admin/tickets' },
  enquiries: { label: msg`Enquiries`, href: '/admin/enquiries' },
};

const ORDER = Object.keys(QUEUES) as QueueKind[];

export function isQueueKind(value: unknown): value is QueueKind {
  return (ORDER as readonly unknown[]).includes(value);
}

/**
 * The home's cards: the server's counts in the home's order (approval, photos, checks, edit requests, reports, tickets,
 * enquiries); a queue this build does not know is left out, one the server did not count is not invented.
 */
export function queueCards(queues: readonly QueueCount[]): QueueCount[] {
  return queues
    .filter((queue) => isQueueKind(queue.queue))
    .sort((a, b) => ORDER.indexOf(a.queue) - ORDER.indexOf(b.queue));
}
