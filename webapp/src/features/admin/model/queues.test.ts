import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import openapi from '../../../../../openapi.json';
import type { QueueCount, QueueKind } from '../../../api/generated/client';
import { testI18n } from '../../../testing/render';
import { isQueueKind, QUEUES, queueCards } from './queues';

const tr = (d: MessageDescriptor) => testI18n._(d);
const KINDS: string[] = openapi.components.schemas.QueueKind.enum;

describe('the queues of the moderator home', () => {
  it('are every queue of the contract, each with its name and page', () => {
    expect(Object.keys(QUEUES).sort()).toEqual([...KINDS].sort());
    expect(Object.fromEntries(Object.entries(QUEUES).map(([kind, q]) => [kind, q.href]))).toEqual({
      approval: '/admin/queue',
      photos: '/admin/photos',
      checks: '/admin/checks',
      editRequests: '/admin/edit-requests',
      reports: '/admin/reports',
      tickets: '/admin/tickets',
      enquiries: '/admin/enquiries',
    });
    expect(tr(QUEUES.enquiries.label)).toBe('Enquiries');
  });
  it('come in the home’s order, whatever the server’s', () => {
    const count = (queue: string, n = 1): QueueCount => ({ queue: queue as QueueKind, count: n });
    const cards = queueCards([
      count('enquiries'),
      count('approval'),
      count('tickets'),
      count('reports'),
      count('photos'),
      count('editRequests'),
    ]);
    expect(cards.map((c) => c.queue)).toEqual([
      'approval',
      'photos',
      'editRequests',
      'reports',
      'tickets',
      'enquiries',
    ]);
  });
  it('leave out a queue this build does not know, and invent none', () => {
    const cards = queueCards([
      { queue: 'tickets', count: 2 },
      { queue: 'satapeta' as QueueKind, count: 9 },
    ]);
    expect(cards).toEqual([{ queue: 'tickets', count: 2 }]);
    expect(isQueueKind('toString')).toBe(false);
  });
});
