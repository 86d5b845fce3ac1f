import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (from @mantine/hooks), without its second render. Mantine's own gives each field the id React
 * gives it, then swaps it for a random one from a layout effect as the field mounts: a second, urgent render of every
 * field right after the page is committed (on the registration page, with the prerendered page's adoption, about
 * 120 ms of a 4x-throttled main thread in one task; target Q7), and ids that change under the prerendered HTML's
 * labels. React's id is unique in the page and the same in the prerendered HTML as in the app, so this keeps it:
 * `mantine-` and React's id, as Mantine's first render has it. vite.config.ts puts this module in place of Mantine's
 * (the plugin `mantineUseId`); the contract is Mantine's: an id given is returned as it is.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
