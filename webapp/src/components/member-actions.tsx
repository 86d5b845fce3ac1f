import { createContext, useContext, type ReactNode } from 'react';
import type { CardConnection } from '../api/generated/client';

/** What a member's card or detail knows about the member, for the actions about them. */
export interface MemberActionsProps {
  memberId: number;
  /** The member's name, for the dialogs' titles and the buttons' accessible names. */
  memberName: string;
  connection?: CardConnection | null;
  isShortlisted: boolean;
  /** A card of the inbox's Blocked tab: the member is blocked by the caller, so only Unblock makes sense. */
  blocked?: boolean;
  /** A card's compact row, or the detail's full set. */
  variant: 'card' | 'detail';
  /**
   * After a block went through, before the lists are read again (the detail page leaves: the member is now 404).
   * Awaited, so that the page is left before its own data is refetched.
   */
  onBlocked?: () => Promise<unknown> | void;
}

/** Draws the actions about a member (the connections' component, as an element). */
export type MemberActionsRenderer = (props: MemberActionsProps) => ReactNode;

const MemberActionsContext = createContext<MemberActionsRenderer | null>(null);

/**
 * Features do not import each other: the cards and the detail (matches) show the actions about a member (connections)
 * through this slot, which the site's shell fills with the connections' component. `render` should be a stable
 * function (declared once, outside any component) that returns that component as an element.
 */
export function MemberActionsProvider({ render, children }: { render: MemberActionsRenderer; children: ReactNode }) {
  return <MemberActionsContext.Provider value={render}>{children}</MemberActionsContext.Provider>;
}

/** The actions about a member where a card or the detail shows them; nothing outside a provider. */
export function MemberActions(props: MemberActionsProps) {
  const render = useContext(MemberActionsContext);
  return render ? render(props) : null;
}
