import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Box, Button, Menu, Tabs } from '@mantine/core';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';

export interface PageTab {
  to: string;
  label: MessageDescriptor;
}

function Chevron() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The navigation between the pages of one area (the profile area, notifications and activities), shown at the top of
 * each of them. From a tablet's width up a row of tabs that wraps, so that every tab shows whole; on a phone one button
 * naming the current page, which opens the list of every page of the area (no row scrolling sideways, no label cut at
 * the screen's edge). Each tab's test id is `${testId}-` and the last segment of its path; the phone's button is
 * `${testId}-menu` and its items `${testId}-menu-` and the segment.
 */
export function PageTabs({ pages, label, testId }: { pages: readonly PageTab[]; label: string; testId: string }) {
  const { i18n } = useLingui();
  const pathname = useLocation({ select: (l) => l.pathname.replace(/\/+$/, '') || '/' });
  const navigate = useNavigate();
  const current = pages.find((p) => p.to === pathname);
  const active = current?.to ?? null;
  const segment = (to: string) => to.split('/').pop();
  return (
    <>
      <Box hiddenFrom="sm" mb="md">
        <Menu position="bottom-start" width="target" shadow="md">
          <Menu.Target>
            <Button
              fullWidth
              variant="light"
              radius="xl"
              justify="space-between"
              rightSection={<Chevron />}
              aria-label={current ? `${label}: ${i18n._(current.label)}` : label}
              data-testid={`${testId}-menu`}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
            >
              {current ? i18n._(current.label) : label}
            </Button>
          </Menu.Target>
          <Menu.Dropdown aria-label={label}>
            {pages.map((p) => (
              <Menu.Item
                key={p.to}
                component={Link}
                to={p.to}
                data-active={p.to === active || undefined}
                fw={p.to === active ? 600 : undefined}
                data-testid={`${testId}-menu-${segment(p.to)}`}
              >
                {i18n._(p.label)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Box>
      <Box visibleFrom="sm" mb="md">
        <Tabs
          value={active}
          onChange={(to) => to && void navigate({ to })}
          variant="pills"
          radius="xl"
          aria-label={label}
          data-testid={testId}
        >
          <Tabs.List style={{ flexWrap: 'wrap' }}>
            {pages.map((p) => (
              <Tabs.Tab key={p.to} value={p.to} style={{ whiteSpace: 'nowrap' }} data-testid={`${testId}-${segment(p.to)}`}>
                {i18n._(p.label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      </Box>
    </>
  );
}
