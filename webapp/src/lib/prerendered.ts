import { useLayoutEffect } from 'react';

/**
 * A prerendered page's forms and controls wait, inert or marked aria-disabled, with data-sagpan-waiting, until the app
 * has adopted their HTML (scripts/prerender.mjs). React adopts a page in parts (each Suspense boundary in its own
 * pass), and a control typed into before its part is committed would lose the text at its next render. So a control
 * is released from a layout effect (after a commit) once React holds it, which shows as the fiber React keeps on each
 * DOM node it owns (a React internal, read only here, and only for this).
 */
function releaseAdopted(all = false): void {
  for (const element of document.querySelectorAll('[data-sagpan-waiting]')) {
    if (!all && !Object.keys(element).some((key) => key.startsWith('__reactFiber$'))) continue;
    element.removeAttribute('inert');
    element.removeAttribute('aria-disabled');
    element.removeAttribute('data-sagpan-waiting');
  }
}

/**
 * Releases the prerendered page's waiting controls that React has adopted, once the calling component is committed:
 * called by the components that hold a public page's controls (the headers, the forms).
 */
export function useReleaseAdopted(): void {
  useLayoutEffect(() => releaseAdopted(), []);
}

/** After 20 s whatever still waits is released all the same: a form that cannot be used is worse than a lost letter. */
export function releaseWaitingInTheEnd(): void {
  window.setTimeout(() => releaseAdopted(true), 20_000);
}
