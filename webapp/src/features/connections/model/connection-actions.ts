import type { CardConnection } from '../../../api/generated/client';

/**
 * The actions a member is offered about another (document 001: "connect, block, connected; accept, decline, cancel;
 * shortlist add/remove"; Report on the profile view), in the order they show.
 */
export type ConnectionAction =
  | 'connect'
  | 'cancel-request'
  | 'accept'
  | 'reply'
  | 'decline'
  | 'answer-question'
  | 'connected'
  | 'declined-by-them'
  | 'no-reply'
  | 'shortlist-add'
  | 'shortlist-remove'
  | 'block'
  | 'unblock'
  | 'report';

export interface ActionContext {
  connection?: CardConnection | null;
  isShortlisted: boolean;
  /** A card of the inbox's Blocked tab: the member is blocked by the caller, so only Unblock makes sense. */
  blocked?: boolean;
  /** Where the actions show: a card is compact (no Report), the detail has them all. */
  variant: 'card' | 'detail';
  /**
   * Whether the caller may send and answer requests, block and report: false for a family manager acting for the
   * profile without that right (docs/rules.md rule 46), who keeps the shortlist and the family's contacts.
   */
  mayRequest?: boolean;
}

/** What a family manager without the right to send and answer requests is not offered (rule 46). */
const REQUEST_ACTIONS: readonly ConnectionAction[] = [
  'connect',
  'cancel-request',
  'accept',
  'reply',
  'decline',
  'answer-question',
  'block',
  'unblock',
  'report',
];

/**
 * What the connection's state offers: Connect (none yet, or declined), Cancel (sent) and Answer (a question waits),
 * Accept, Reply and Decline, Connected
 * (the family one tap away). The caller's own request declined offers Connect again only 90 days after the answer
 * (rule 42): until then the card says, gently, that it was not taken forward.
 */
export function connectionStateActions(connection: CardConnection | null | undefined): ConnectionAction[] {
  switch (connection?.status) {
    case 'sent':
      // A question the receiver asked waits for the sender's answer (rule 47a).
      return connection.reply === 'need_info' && connection.question
        ? ['answer-question', 'cancel-request']
        : ['cancel-request'];
    case 'received':
      // Accept and Decline, and the replies between them (rule 47a).
      return ['accept', 'reply', 'decline'];
    case 'accepted':
      return ['connected'];
    case 'declined':
      return connection.sent && connection.connectAgainOn ? ['declined-by-them'] : ['connect'];
    case 'expired':
      // No reply in 14 days (rule 42): a new request only 30 days after it closed.
      return connection.sent && connection.connectAgainOn ? ['no-reply'] : ['connect'];
    default:
      // None, or declined (either way): a new request may be sent.
      return ['connect'];
  }
}

/** Every action to show, in order. */
export function actionsFor({
  connection,
  isShortlisted,
  blocked = false,
  variant,
  mayRequest = true,
}: ActionContext): ConnectionAction[] {
  const all: ConnectionAction[] = blocked
    ? ['unblock']
    : [...connectionStateActions(connection), isShortlisted ? 'shortlist-remove' : 'shortlist-add', 'block'];
  if (!blocked && variant === 'detail') all.push('report');
  return mayRequest ? all : all.filter((action) => !REQUEST_ACTIONS.includes(action));
}
