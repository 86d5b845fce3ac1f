import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Center,
  Container,
  Paper,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import type { MatchCard } from '../../../api/generated/client';
import { ProblemAlert } from '../../../components/problem-alert';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useInboxPages } from '../api/get-inbox-lists';
import { cardsOf } from '../model/cards';
import { INBOX_TAB_INFO, INBOX_TABS, isInboxTab, type InboxTab } from '../model/tabs';

/**
 * How a member's card looks (the matches' card, with its actions). The route hands it in: features do not import each
 * other. `blocked`: a card of the Blocked tab, which offers Unblock only.
 */
export type InboxCardComponent = ComponentType<{ card: MatchCard; blocked?: boolean }>;

const COLS = { base: 1, sm: 2, lg: 3 };

/** "24 members". */
function InboxTotal({ count }: { count: number }) {
  const { t } = useLingui();
  return (
    <Text size="sm" c="dimmed" fw={500} data-testid="inbox-total" data-count={count}>
      {t`${plural(count, { one: '# member', other: '# members' })}`}
    </Text>
  );
}

/** Two grey cards while a tab loads. */
function LoadingCards() {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={COLS} spacing="md" aria-busy="true" aria-label={t`Loading`}>
      {Array.from({ length: 2 }, (_, index) => (
        <Skeleton key={index} height={220} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/** One tab: its line of explanation, then its cards, "Show more" at a time, or its empty text. */
function InboxList({ tab, Card }: { tab: InboxTab; Card: InboxCardComponent }) {
  const { t, i18n } = useLingui();
  const info = INBOX_TAB_INFO[tab];
  const pages = useInboxPages(tab);
  const first = pages.data.pages[0];
  const cards = cardsOf(pages.data.pages);
  const blocked = tab === 'blocked';

  return (
    <Stack gap="md" data-testid={`inbox-list-${tab}`}>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {i18n._(info.description)}
      </Text>
      {cards.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Text c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }} data-testid="inbox-empty">
            {i18n._(info.empty)}
          </Text>
        </Paper>
      ) : (
        <>
          {first && <InboxTotal count={first.totalCount} />}
          <SimpleGrid cols={COLS} spacing="md" verticalSpacing="md" data-testid="inbox-grid">
            {cards.map((card) => (
              <Card key={card.memberId} card={card} blocked={blocked} />
            ))}
          </SimpleGrid>
          {pages.hasNextPage && (
            <Center>
              <Button
                variant="light"
                onClick={() => void pages.fetchNextPage()}
                loading={pages.isFetchingNextPage}
                data-testid="show-more"
                miw={180}
              >
                <Trans>Show more</Trans>
              </Button>
            </Center>
          )}
          {pages.isFetchNextPageError && (
            <ProblemAlert error={pages.error} title={t`More members could not be loaded`} />
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * /inbox (document 001's "Invitations"): the tabs Accepted, Requests, Sent, Deleted and Blocked, each a list of cards
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
