/**
 * Where a notification leads (rule 31): the server names a page of this app, such as `/ticket/12` or
 * `/inbox?tab=received`. Anything that is not a path of this site (another origin, `//host`, a scheme) leads to the
 * notifications list instead, so a stored link can never take the member elsewhere.
 */
export function notificationHref(link: string | undefined | null): string {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.includes('\\')) return '/notification/list';
  return link;
}
