import { describe, expect, it } from 'vitest';
import type { CardConnection, ConnectionStatus } from '../../../api/generated/client';
import { actionsFor, connectionStateActions } from './connection-actions';

const connection = (status: ConnectionStatus, more: Partial<CardConnection> = {}): CardConnection => ({
  requestId: 9,
  status,
  createdOn: '2026-11-21T10:15:00Z',
  sent: status === 'sent',
  ...more,
});

describe('connectionStateActions', () => {
  it.each([
    ['none', null, ['connect']],
    ['declined by me', connection('declined'), ['connect']],
    ['mine declined, within 90 days', connection('declined', { sent: true, connectAgainOn: '2027-02-19T10:15:00Z' }), ['declined-by-them']],
    ['mine declined, 90 days on', connection('declined', { sent: true }), ['connect']],
    ['sent', connection('sent'), ['cancel-request']],
    ['received', connection('received'), ['accept', 'reply', 'decline']],
    ['sent, with a question waiting', connection('sent', { reply: 'need_info', question: 'Where?' }), ['answer-question', 'cancel-request']],
    ['sent, with time asked for', connection('sent', { reply: 'need_time' }), ['cancel-request']],
    ['expired, mine', connection('expired', { sent: true, connectAgainOn: '2026-12-21T10:15:00Z' }), ['no-reply']],
    ['expired, theirs', connection('expired', { sent: false }), ['connect']],
    ['accepted', connection('accepted'), ['connected']],
  ] as const)('%s offers %j', (_name, value, expected) => {
    expect(connectionStateActions(value)).toEqual(expected);
  });
});

describe('actionsFor', () => {
  it('a card: the connection step, the shortlist toggle and Block, no Report', () => {
    expect(actionsFor({ connection: null, isShortlisted: false, variant: 'card' })).toEqual([
      'connect',
      'shortlist-add',
      'block',
    ]);
    expect(actionsFor({ connection: connection('received'), isShortlisted: true, variant: 'card' })).toEqual([
      'accept',
      'reply',
      'decline',
      'shortlist-remove',
      'block',
    ]);
  });

  it('the detail adds Report', () => {
    expect(actionsFor({ connection: connection('sent'), isShortlisted: false, variant: 'detail' })).toEqual([
      'cancel-request',
      'shortlist-add',
      'block',
      'report',
    ]);
    expect(actionsFor({ connection: connection('accepted'), isShortlisted: true, variant: 'detail' })).toEqual([
      'connected',
      'shortlist-remove',
      'block',
      'report',
    ]);
  });

  it('a blocked member offers Unblock only, never Connect', () => {
    for (const variant of ['card', 'detail'] as const) {
      expect(actionsFor({ connection: null, isShortlisted: true, blocked: true, variant })).toEqual(['unblock']);
    }
  });

  it('a family manager without the right to send and answer requests keeps the shortlist and the family (rule 46)', () => {
    const received = { requestId: 1, status: 'received', createdOn: '2026-11-01T00:00:00Z', sent: false } as const;
    expect(actionsFor({ connection: received, isShortlisted: false, variant: 'detail', mayRequest: false })).toEqual([
      'shortlist-add',
    ]);
    const accepted = { ...received, status: 'accepted' } as const;
    expect(actionsFor({ connection: accepted, isShortlisted: true, variant: 'card', mayRequest: false })).toEqual([
      'connected',
      'shortlist-remove',
    ]);
    expect(actionsFor({ connection: null, isShortlisted: false, blocked: true, variant: 'card', mayRequest: false })).toEqual(
      [],
    );
    expect(actionsFor({ connection: received, isShortlisted: false, variant: 'card' })).toContain('accept');
  });
});
