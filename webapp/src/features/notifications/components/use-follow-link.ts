import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

/**
 * An anchor's click handler that follows its href inside the app (no reload), while Ctrl-click, middle click and the
 * like keep the browser's own behaviour (a new tab).
 */
export function useFollowLink(after?: () => void) {
  const router = useRouter();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    after?.();
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    void router.navigate({ href: event.currentTarget.getAttribute('href') ?? '/notification/list' });
  };
}
