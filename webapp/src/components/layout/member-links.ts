import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Document 001's header menu for an approved member; the pages arrive in later milestones. `href` is a plain string
 * because most of these routes do not exist yet (the router answers them with its 404 until they do).
 */
export const MEMBER_MENU: readonly { href: string; base: string; label: MessageDescriptor }[] = [
  { href: '/matches', base: '/matches', label: msg`Matches` },
  { href: '/search', base: '/search', label: msg`Search` },
  { href: '/inbox', base: '/inbox', label: msg`Inbox` },
  { href: '/events', base: '/events', label: msg`Events` },
  { href: '/ticket', base: '/ticket', label: msg`Tickets` },
  { href: '/notification/list', base: '/notification', label: msg`Notifications` },
];
