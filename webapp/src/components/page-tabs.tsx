import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { ScrollArea, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

export interface PageTab {
  to: string;
  label: MessageDescriptor;
}

/**
 * A row of tabs between the pages of one area (the profile area, notifications and activities), shown at the top of
 * each of them. It scrolls sideways on a phone rather than wrapping or cutting a label; from a tablet's width up it
 * wraps, so that every tab shows whole. Each tab's test id is
 * `${testId}-` and the last segment of its path.
 */
export function PageTabs({ pages, label, testId }: { pages: readonly PageTab[]; label: string; testId: string }) {
  const { i18n } = useLingui();
  const pathname = useLocation({ select: (l) => l.pathname.replace(/\/+$/, '') || '/' });
  const navigate = useNavigate();
  const active = pages.find((p) => p.to === pathname)?.to ?? null;
  const list = useRef<HTMLDivElement>(null);
  const wide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  // On a phone the row is wider than the screen: bring the current page's tab into view.
  useEffect(() => {
    const viewport = list.current;
    const tab = viewport?.querySelector<HTMLElement>('[data-active="true"]');
    if (viewport && tab) viewport.scrollLeft = tab.offsetLeft - (viewport.clientWidth - tab.offsetWidth) / 2;
  }, [active]);
  return (
    <ScrollArea type="never" offsetScrollbars={false} mb="md" viewportRef={list}>
      <Tabs
        value={active}
        onChange={(to) => to && void navigate({ to })}
        variant="pills"
        radius="xl"
        aria-label={label}
        data-testid={testId}
      >
        <Tabs.List style={{ flexWrap: wide ? 'wrap' : 'nowrap' }}>
          {pages.map((p) => (
            <Tabs.Tab
              key={p.to}
              value={p.to}
              style={{ whiteSpace: 'nowrap' }}
              data-testid={`${testId}-${p.to.split('/').pop()}`}
            >
              {i18n._(p.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </ScrollArea>
  );
}
