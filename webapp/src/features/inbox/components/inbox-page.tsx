import { useLingui } from '@lingui/react/macro';
import { Container, ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import type { MatchCard } from '../../../api/generated/client';
import { CardPages, LoadingCards } from '../../../components/card-pages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useInboxPages } from '../api/get-inbox-lists';
import { INBOX_TAB_INFO, INBOX_TABS, isInboxTab, type InboxTab } from '../model/tabs';

/**
 * How a member's card looks (the matches' card, with its actions). The route hands it in: features do not import each
 * other. `blocked`: a card of the Blocked tab, which offers Unblock only.
 */
export type InboxCardComponent = ComponentType<{ card: MatchCard; blocked?: boolean }>;

/** One tab: its line of explanation, then its cards, "Show more" at a time, or its empty text. */
function InboxList({ tab, Card }: { tab: InboxTab; Card: InboxCardComponent }) {
  const { i18n } = useLingui();
  const info = INBOX_TAB_INFO[tab];
  const pages = useInboxPages(tab);
  const blocked = tab === 'blocked';

  return (
    <Stack gap="md" data-testid={`inbox-list-${tab}`}>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {i18n._(info.description)}
      </Text>
      <CardPages query={pages} empty={i18n._(info.empty)} testId="inbox">
        {(card) => <Card key={card.memberId} card={card} blocked={blocked} />}
      </CardPages>
    </Stack>
  );
}

/**
 * /inbox (document 001's "Invitations"): the tabs Accepted, Requests, Sent, Declined (document 001 calls it Deleted) and Blocked, each a list of cards
 * with their actions (accept or decline a request, cancel one sent, unblock). The tab is the address's `?tab=`, so it
 * can be linked (a notification about a request opens /inbox?tab=received).
 */
export function InboxPage({ tab, Card }: { tab: InboxTab; Card: InboxCardComponent }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const title = t`Inbox`;
  useDocumentTitle(title);
  const list = useRef<HTMLDivElement>(null);
  // On a phone the row of tabs is wider than the screen: bring the current tab into view.
  useEffect(() => {
    const viewport = list.current;
    const active = viewport?.querySelector<HTMLElement>('[data-active="true"]');
    if (viewport && active) viewport.scrollLeft = active.offsetLeft - (viewport.clientWidth - active.offsetWidth) / 2;
  }, [tab]);

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid="inbox-page">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Tabs
          value={tab}
          onChange={(value) => {
            if (isInboxTab(value) && value !== tab) void navigate({ to: '/inbox', search: { tab: value }, replace: true });
          }}
          keepMounted={false}
          data-testid="inbox-tabs"
        >
          {/* Five labels (longer in Gujarati) do not fit a phone: the row scrolls sideways rather than wrapping. */}
          <ScrollArea type="never" offsetScrollbars={false} viewportRef={list}>
            <Tabs.List style={{ flexWrap: 'nowrap' }} aria-label={t`Inbox`}>
              {INBOX_TABS.map((value) => (
                <Tabs.Tab
                  key={value}
                  value={value}
                  style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                  data-testid={`inbox-tab-${value}`}
                >
                  {i18n._(INBOX_TAB_INFO[value].label)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
          {INBOX_TABS.map((value) => (
            <Tabs.Panel key={value} value={value} pt="md">
              <Suspense fallback={<LoadingCards />}>
                <InboxList tab={value} Card={Card} />
              </Suspense>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
