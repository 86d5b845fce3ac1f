import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MatchCard as MatchCardData } from '../../../api/generated/client';
import { MARITAL_STATUS_OPTIONS, optionLabel } from '../../../components/profile-form/model/options';
import { MemberActions } from '../../../components/member-actions';
import { AnchorLink } from '../../../components/router-link';
import { VerifiedBadges } from '../../../components/verified-badges';
import { dateTime, relativeTime } from '../../../lib/relative-time';
import { ConnectionBadges } from './connection-badges';
import { MatchExplanationView } from './match-explanation';
import { MemberSignals } from './member-signals';
import { MemberPhoto } from './member-photo';

/** The parts that are known, joined by a middle dot. */
const joined = (...parts: (string | undefined | null)[]) => parts.filter((part) => part && part.trim()).join(' · ');

/** A line of a card that may be long in Gujarati: it wraps rather than overflows. */
function Line({ children, testId }: { children: string; testId?: string }) {
  if (!children) return null;
  return (
    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
      {children}
    </Text>
  );
}

/**
 * A member in a list (matches, search, recently viewed, inbox, shortlists): photo, name, profile id, the main facts,
 * where the member stands with the caller, the match explanation in short, and the actions (connect or answer,
 * shortlist, block). The photo and the name open the member's detail. `blocked`: a card of the inbox's Blocked tab,
 * whose member has no detail to open (404 while blocked) and whose only action is Unblock.
 */
export function MatchCard({ card, blocked = false }: { card: MatchCardData; blocked?: boolean }) {
  if (card.deleted) return <DeletedMemberCard card={card} />;
  return <LiveMatchCard card={card} blocked={blocked} />;
}

/**
 * A member who deleted their account (rule 37): the inbox keeps the entry, named by the server ("Deleted
 * member"), with nothing to open and nothing to do.
 */
function DeletedMemberCard({ card }: { card: MatchCardData }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="article"
      data-testid="match-card"
      data-member-id={card.memberId}
      data-deleted
      aria-label={card.firstName}
      bg="gray.0"
    >
      <Text fw={600} c="dimmed" data-testid="match-card-name">
        {card.firstName}
      </Text>
      <Text size="sm" c="dimmed">
        <Trans>This member has deleted their account.</Trans>
      </Text>
    </Paper>
  );
}

function LiveMatchCard({ card, blocked }: { card: MatchCardData; blocked: boolean }) {
  const { t, i18n } = useLingui();
  const fullName = `${card.firstName} ${card.lastName}`.trim();
  const params = { id: String(card.memberId) };
  const age = card.age;
  const marital = optionLabel(MARITAL_STATUS_OPTIONS, card.maritalStatus, i18n.locale);
  const viewed = relativeTime(card.lastVisitedOn, i18n.locale);
  const photo = (
    <MemberPhoto
      url={card.photoUrl}
      firstName={card.firstName}
      lastName={card.lastName}
      alt={t`Photo of ${fullName}`}
      width={96}
    />
  );

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="article"
      data-testid="match-card"
      data-member-id={card.memberId}
      aria-label={fullName}
      data-blocked={blocked || undefined}
      style={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        {blocked ? (
          photo
        ) : (
          <Link to="/matches/detail/$id" params={params} aria-label={t`Open the profile of ${fullName}`} tabIndex={-1}>
            {photo}
          </Link>
        )}
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          {blocked ? (
            <Text fw={600} c="dark.8" style={{ overflowWrap: 'anywhere' }} data-testid="match-card-name">
              {fullName}
            </Text>
          ) : (
            <AnchorLink
              to="/matches/detail/$id"
              params={params}
              fw={600}
              c="dark.8"
              style={{ overflowWrap: 'anywhere' }}
              data-testid="match-card-name"
            >
              {fullName}
            </AnchorLink>
          )}
          <Text size="xs" c="dimmed" data-testid="match-card-profile-id">
            {card.profileId}
          </Text>
          <VerifiedBadges badges={card.badges} samajPlace={card.samajPlace} testId="match-card-badges" />
          {card.managedBy && <Line testId="match-card-managed-by">{card.managedBy}</Line>}
          <MemberSignals lastActive={card.lastActive} replyRate={card.replyRate} testId="match-card-signals" />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {joined(t`${age} years`, card.height)}
          </Text>
          <Line>{joined(marital, card.community)}</Line>
          <Line>{joined(card.education, card.occupation)}</Line>
          <Line>{card.city ?? ''}</Line>
          <ConnectionBadges connection={card.connection} isShortlisted={card.isShortlisted} />
        </Stack>
      </Group>
      {card.photoBlurred && (
        <Text size="xs" c="dimmed" mt="xs" data-testid="match-card-photo-blurred">
          <Trans>Photo visible after connecting</Trans>
        </Text>
      )}
      {viewed && (
        <Text
          size="xs"
          c="dimmed"
          mt="xs"
          title={dateTime(card.lastVisitedOn, i18n.locale)}
          data-testid="match-card-viewed"
        >
          {t`Viewed ${viewed}`}
        </Text>
      )}
      {card.outsidePreferences && (
        // New, All and Patidar list those who fit first (rule 41); the rest are still welcome, so this is one quiet
        // line, no colour or icon of warning: the explanation below says which preference they miss.
        <Text size="xs" c="dimmed" fs="italic" mt="xs" data-testid="card-outside-preferences">
          <Trans>Outside your preferences</Trans>
        </Text>
      )}
      <Divider my="sm" />
      <MatchExplanationView match={card.match} />
      {/* At the foot of the card (mt auto), so the buttons of a row of cards line up. */}
      <Box mt="auto" pt="sm">
        <MemberActions
          variant="card"
          memberId={card.memberId}
          memberName={fullName}
          connection={card.connection}
          isShortlisted={card.isShortlisted}
          blocked={blocked}
        />
      </Box>
    </Paper>
  );
}
