import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ScrollArea, Tabs } from '@mantine/core';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/** The approved member's profile area: its pages, in document 001's order. */
const PROFILE_PAGES = [
  { to: '/profile', label: msg`My profile` },
  { to: '/profile/overview', label: msg`As others see it` },
  { to: '/profile/photos', label: msg`My photos` },
  { to: '/profile/partner-preferences', label: msg`Partner preferences` },
  { to: '/profile/notification-setting', label: msg`Notification settings` },
] as const;

/**
 * The navigation between the pages of the profile area, shown at the top of each of them. A row of tabs that scrolls
 * sideways on a phone rather than wrapping or cutting a label.
 */
export function ProfileNav() {
  const { i18n, t } = useLingui();
  const pathname = useLocation({ select: (l) => l.pathname.replace(/\/+$/, '') || '/' });
  const navigate = useNavigate();
  const active = PROFILE_PAGES.find((p) => p.to === pathname)?.to ?? null;
  const list = useRef<HTMLDivElement>(null);
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
        aria-label={t`Profile pages`}
        data-testid="profile-nav"
      >
        <Tabs.List style={{ flexWrap: 'nowrap' }}>
          {PROFILE_PAGES.map((p) => (
            <Tabs.Tab key={p.to} value={p.to} style={{ whiteSpace: 'nowrap' }} data-testid={`profile-nav-${p.to.split('/').pop()}`}>
              {i18n._(p.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </ScrollArea>
  );
}
