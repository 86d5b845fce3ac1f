import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TicketStatus } from '../../../api/generated/client';

/**
 * Each status as its badge reads it. The context keeps "Open" the state apart from "Open" the verb, which another
 * language writes differently (ખુલ્લી, not ખોલો).
 */
export const STATUS_LABELS: Readonly<Record<TicketStatus, MessageDescriptor>> = {
  open: msg({ message: 'Open', context: 'ticket status' }),
  answered: msg({ message: 'Answered', context: 'ticket status' }),
  closed: msg({ message: 'Closed', context: 'ticket status' }),
};

/** Open waits for the Sagpan team, answered waits for the member, closed is done. */
export const STATUS_COLORS: Readonly<Record<TicketStatus, string>> = {
  open: 'blue',
  answered: 'green',
  closed: 'gray',
};

/**
 * What a reply does to the ticket (rule 33): to an open ticket it adds a message; to an answered one it is a
 * reply that opens it again; to a closed one it is "still have a problem", which opens it again too.
 */
export type ReplyMode = 'add' | 'reply' | 'reopen';

export function replyMode(status: TicketStatus): ReplyMode {
  switch (status) {
    case 'open':
      return 'add';
    case 'answered':
      return 'reply';
    case 'closed':
      return 'reopen';
  }
}

/** Whether a reply would open the ticket again. */
export const replyReopens = (status: TicketStatus): boolean => replyMode(status) !== 'add';
