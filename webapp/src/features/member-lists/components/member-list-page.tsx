import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import type { MatchCard } from '../../../api/generated/client';
import { CardPages } from '../../../components/card-pages';
import { ProfileNav } from '../../../components/profile-nav';
import { dateTime, relativeTime } from '../../../lib/relative-time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMemberListPages } from '../api/get-member-lists';
import { MEMBER_LISTS, type MemberListKind } from '../model/lists';

/**
 * How a member's card looks (the matches' card). The route hands it in: features do not import each other, so the
 * lists here show the very card of the match lists without this feature knowing it.
 */
export type MemberCardComponent = ComponentType<{ card: MatchCard }>;

/** "Visited 3 times, most recently 2 hours ago" above a visitor's card. */
function Visits({ card }: { card: MatchCard }) {
  const { t, i18n } = useLingui();
  const count = Math.max(1, card.visitCount ?? 1);
  const when = relativeTime(card.lastVisitedOn, i18n.locale);
  const text = when
    ? t`${plural(count, { one: `Visited once, ${when}`, other: `Visited # times, most recently ${when}` })}`
    : t`${plural(count, { one: 'Visited once', other: 'Visited # times' })}`;
  return (
    <Text
      size="sm"
      fw={500}
      c="green.9"
      px={4}
      style={{ overflowWrap: 'anywhere' }}
      title={dateTime(card.lastVisitedOn, i18n.locale) || undefined}
      data-testid="member-list-visits"
      data-count={count}
    >
      {text}
    </Text>
  );
}

/**
 * A visitor: how often and when they came, then their card. The card itself would say "Viewed …" from the same time
 * (which on the other lists means the caller's own visit): the line above says it once, in the words of this list.
 */
function VisitorCard({ card, Card }: { card: MatchCard; Card: MemberCardComponent }) {
  return (
    <Stack gap={6} style={{ minWidth: 0 }} data-testid="member-list-visitor" data-member-id={card.memberId}>
      <Visits card={card} />
      <Card card={{ ...card, lastVisitedOn: undefined }} />
    </Stack>
  );
}


/**
 * /profile/shortlist, /profile/shortlistedMe, /profile/visitedMe: one list of members, "Show more" at a time, under
 * the profile area's tabs.
 */
export function MemberListPage({ kind, Card }: { kind: MemberListKind; Card: MemberCardComponent }) {
  const { i18n } = useLingui();
  const info = MEMBER_LISTS[kind];
  const title = i18n._(info.title);
  useDocumentTitle(title);
  const pages = useMemberListPages(kind);

  return (
    <Container
      size="lg"
      px={{ base: 'xs', sm: 'md' }}
      py={{ base: 'md', sm: 'xl' }}
      data-testid={`member-list-${kind}`}
    >
      <ProfileNav />
      <Stack gap="md">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {i18n._(info.description)}
          </Text>
        </div>
        <CardPages query={pages} empty={i18n._(info.empty)} testId="member-list">
          {(card) =>
            kind === 'visitedMe' ? (
              <VisitorCard key={card.memberId} card={card} Card={Card} />
            ) : (
              <Card key={card.memberId} card={card} />
            )
          }
        </CardPages>
      </Stack>
    </Container>
  );
}
