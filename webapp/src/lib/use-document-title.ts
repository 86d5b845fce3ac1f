import { useEffect } from 'react';

/** Sets the tab title as "<page> · સગપણ Sagpan". */
function setDocumentTitle(title: string): void {
  document.title = `${title} · સગપણ Sagpan`;
}

/**
 * Sets the tab title. In the build-time prerendering (src/prerender.tsx), where effects never run, it is set during
 * the render instead, so that the page's HTML carries its title.
 */
export function useDocumentTitle(title: string): void {
  if (import.meta.env.SSR) setDocumentTitle(title);
  useEffect(() => setDocumentTitle(title), [title]);
}
