import { describe, expect, it } from 'vitest';
import type { TicketStatus } from '../../../api/generated/client';
import { testI18n } from '../../../testing/render';
import { STATUS_COLORS, STATUS_LABELS, replyMode, replyReopens } from './ticket-status';

const statuses: TicketStatus[] = ['open', 'answered', 'closed'];

describe('ticket status', () => {
  it.each([
    ['open', 'Open', 'blue'],
    ['answered', 'Answered', 'green'],
    ['closed', 'Closed', 'gray'],
  ] as const)('%s reads "%s" in %s', (status, label, color) => {
    expect(testI18n._(STATUS_LABELS[status])).toBe(label);
    expect(STATUS_COLORS[status]).toBe(color);
  });

  it('gives every status its own label and colour', () => {
    expect(new Set(statuses.map((s) => STATUS_LABELS[s].id)).size).toBe(3);
    expect(new Set(statuses.map((s) => STATUS_COLORS[s])).size).toBe(3);
  });

  it('adds to an open ticket; a reply to an answered or closed one opens it again', () => {
    expect(statuses.map(replyMode)).toEqual(['add', 'reply', 'reopen']);
    expect(statuses.map(replyReopens)).toEqual([false, true, true]);
  });
});
