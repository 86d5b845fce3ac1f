import { useLingui } from '@lingui/react/macro';
import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from '../logo';
import type { useMenuDrawer } from './use-menu-drawer';

/** The headers' phone menu (visitor's and member's): from the right, the wordmark as its title; in the page once opened. */
export function MenuDrawer({ drawer, children }: { drawer: ReturnType<typeof useMenuDrawer>; children: ReactNode }) {
  const { t } = useLingui();
  if (!drawer.mounted) return null;
  return (
    <Drawer
      opened={drawer.opened}
      onClose={drawer.close}
      hiddenFrom="md"
      position="right"
      size="80%"
      title={<Logo size="sm" />}
      closeButtonProps={{ 'aria-label': t`Close menu` }}
    >
      {children}
    </Drawer>
  );
}
