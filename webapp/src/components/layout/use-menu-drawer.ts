import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';

/**
 * The phone menu's drawer: open or closed, and whether it is in the page at all. It joins the page the first time it
 * opens and stays for its closing transition and later openings: a drawer in the page from the start costs its portal
 * and focus trap a second render right after a page loads, on every page, for a menu most visits never open (target
 * Q7).
 */
export function useMenuDrawer() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [mounted, setMounted] = useState(false);
  return {
    opened,
    mounted: mounted || opened,
    toggle: () => {
      setMounted(true);
      toggle();
    },
    close,
  };
}
