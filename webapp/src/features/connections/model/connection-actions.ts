import type { CardConnection } from '../../../api/generated/client';

/**
 * The actions a member is offered about another (document 001: "connect, block, connected; accept, decline, cancel;
 * shortlist add/remove"; Report on the profile view), in the order they show.
 */
export type ConnectionAction =
  | 'connect'
  | 'cancel-request'
  | 'accept'
  | 'decline'
  | 'connected'
  | 'declined-by-them'
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
const REQUEST_ACTIONS: readonly ConnectionAction[] = ['connect', 'cancel-request', 'accept', 'decline', 'block', 'unblock', 'report'];

/**
 * What the connection's state offers: Connect (none yet, or declined), Cancel (sent), Accept and Decline, Connected
 * (the family one tap away). The caller's own request declined offers Connect again only 90 days after the answer
 * (rule 42): until then the card says, gently, that it was not taken forward.
 */
export function connectionStateActions(connection: CardConnection | null | undefined): ConnectionAction[] {
  switch (connection?.status) {
    case 'sent':
      return ['cancel-request'];
    case 'received':
      return ['accept', 'decline'];
    case 'accepted':
      return ['connected'];
    case 'declined':
      return connection.sent && connection.connectAgainOn ? ['declined-by-them'] : ['connect'];
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
