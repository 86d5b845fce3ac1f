import { describe, expect, it } from 'vitest';
import {
  buildNewTicket,
  buildReply,
  emptyNewTicket,
  ticketIdFrom,
  validateNewTicket,
  validateReply,
} from './ticket-form';

describe('validateNewTicket', () => {
  it('wants a topic and a message', () => {
    expect(validateNewTicket(emptyNewTicket())).toEqual({ topic: 'required', message: 'required' });
    expect(validateNewTicket({ topic: '   ', message: '\n\t' })).toEqual({ topic: 'required', message: 'required' });
    expect(validateNewTicket({ topic: 'x', message: 'y' })).toEqual({});
  });

  it('holds the topic to 100 characters and the message to 4000, as the server does', () => {
    expect(validateNewTicket({ topic: 'ક'.repeat(100), message: 'ક'.repeat(4000) })).toEqual({});
    expect(validateNewTicket({ topic: 'ક'.repeat(101), message: 'ક'.repeat(4001) })).toEqual({
      topic: 'too_long|100',
      message: 'too_long|4000',
    });
    // Spaces around the text are not sent, so they do not count.
    expect(validateNewTicket({ topic: ` ${'a'.repeat(100)} `, message: 'ok' })).toEqual({});
  });
});

describe('validateReply', () => {
  it('wants a message of at most 4000 characters', () => {
    expect(validateReply({ message: ' ' })).toEqual({ message: 'required' });
    expect(validateReply({ message: 'a'.repeat(4001) })).toEqual({ message: 'too_long|4000' });
    expect(validateReply({ message: 'Thank you' })).toEqual({});
  });
});

describe('building the requests', () => {
  it('sends the texts trimmed, with the files', () => {
    const files = ['a', 'b'];
    expect(buildNewTicket({ topic: ' Photo ', message: ' It does not show.\n' }, files)).toEqual({
      topic: 'Photo',
      message: 'It does not show.',
      attachments: ['a', 'b'],
    });
    expect(buildReply(12, { message: ' Still broken ' }, [])).toEqual({
      ticketId: 12,
      message: 'Still broken',
      attachments: [],
    });
  });
});

describe('ticketIdFrom', () => {
  it('reads a whole number from 1 and nothing else', () => {
    expect(ticketIdFrom('1')).toBe(1);
    expect(ticketIdFrom('2147483647')).toBe(2147483647);
    for (const bad of ['0', '-1', '01', '1.5', 'abc', '', '2147483648', '99999999999', ' 1']) {
      expect(ticketIdFrom(bad), bad).toBeNull();
    }
  });
});
