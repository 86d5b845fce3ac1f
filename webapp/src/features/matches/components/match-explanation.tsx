import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Collapse, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import type { Criterion, MatchExplanation } from '../../../api/generated/client';
import { AnchorLink } from '../../../components/router-link';
import { criterionState, explanationCounts, type CriterionState } from '../model/explanation';

const ICON_PATHS: Record<CriterionState, ReactNode> = {
  met: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  missed: <path d="M7 7l10 10M17 7L7 17" />,
  unknown: (
    <>
      <path d="M9.2 9.2a2.9 2.9 0 1 1 4 2.7c-.8.4-1.2 1-1.2 1.8v.6" />
      <path d="M12 17.6v.2" />
    </>
  ),
};

const ICON_COLORS: Record<CriterionState, string> = { met: 'green', missed: 'red', unknown: 'gray' };

/** A round icon: a green check (met), a red cross (missed), a grey question mark (the profile does not say). */
function CriterionIcon({ state, size }: { state: CriterionState; size: number }) {
  return (
    <ThemeIcon size={size} radius="xl" variant="light" color={ICON_COLORS[state]} aria-hidden style={{ flexShrink: 0 }}>
      <svg
        width={size - 6}
        height={size - 6}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {ICON_PATHS[state]}
      </svg>
    </ThemeIcon>
  );
}

type Side = 'mine' | 'theirs';

/** One list: each stated preference with its icon, what it says in words, and (when unknown) whose profile is silent. */
function CriterionList({ side, items, small }: { side: Side; items: Criterion[]; small: boolean }) {
  const { t } = useLingui();
  const stateText: Record<CriterionState, string> = {
    met: t`Met`,
    missed: t`Not met`,
    unknown: side === 'mine' ? t`Not stated in their profile` : t`Not stated in your profile`,
  };
  return (
    <List
      listStyleType="none"
      spacing={small ? 4 : 8}
      size={small ? 'xs' : 'sm'}
      data-testid={`match-criteria-${side}`}
      styles={{ itemWrapper: { display: 'block' }, itemLabel: { display: 'block' } }}
    >
      {items.map((item) => {
        const state = criterionState(item);
        return (
          <List.Item
            key={item.criterion}
            data-testid="match-criterion"
            data-criterion={item.criterion}
            data-state={state}
          >
            <Group gap={8} wrap="nowrap" align="flex-start">
              <CriterionIcon state={state} size={small ? 18 : 22} />
              <div style={{ minWidth: 0 }}>
                <Text
                  size={small ? 'xs' : 'sm'}
                  style={{ overflowWrap: 'anywhere' }}
                  c={state === 'met' ? undefined : 'dimmed'}
                >
                  {item.label}
                </Text>
                {/* Colour and shape tell it at a glance; the words tell it to everyone. */}
                <Text size="xs" c={state === 'met' ? 'green.8' : state === 'missed' ? 'red.8' : 'dimmed'}>
                  {stateText[state]}
                </Text>
              </div>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}

/** The score with its counts ("80% match, 4 of 5 preferences met"), never the bare percentage. */
function Summary({ match, large }: { match: MatchExplanation; large: boolean }) {
  const { t } = useLingui();
  const counts = explanationCounts(match);
  const { met, known, unknown } = counts;
  const score = Math.max(0, Math.min(100, Math.round(match.score)));

  if (known === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="match-summary">
        {counts.stated === 0
          ? t`Neither of you has stated partner preferences yet.`
          : t`The profiles do not say enough yet to compare your preferences.`}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="wrap" align="baseline" data-testid="match-summary" style={{ rowGap: 0 }}>
      <Text fw={700} size={large ? 'xl' : 'md'} c={score >= 75 ? 'green.8' : score >= 50 ? 'yellow.9' : 'orange.9'}>
        {t`${score}% match`}
      </Text>
      <Text size="sm" c="dimmed">
        {t`${plural(known, { one: `${met} of # preference met`, other: `${met} of # preferences met` })}`}
        {unknown > 0 && ` · ${t`${unknown} not stated`}`}
      </Text>
    </Group>
  );
}

interface MatchExplanationProps {
  match: MatchExplanation;
  /** A card's: the summary, and the lists behind "Why?". The detail page's: everything at once. */
  variant?: 'compact' | 'full';
}

/**
 * Why a member is (or is not) a match, both ways (rule 5): "What you look for" (each of my preferences and
 * whether they meet it) and "What they look for" (each of theirs and whether I meet it).
 */
export function MatchExplanationView({ match, variant = 'compact' }: MatchExplanationProps) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const listsId = useId();
  const counts = explanationCounts(match);
  const full = variant === 'full';

  /** One side: its title, and its criteria or what to say when none is stated. */
  const side = (which: Side, title: ReactNode, items: Criterion[], empty: ReactNode) => (
    <Stack gap={6}>
      <Title order={3} size={full ? 'h5' : 'sm'}>
        {title}
      </Title>
      {items.length > 0 ? (
        <CriterionList side={which} items={items} small={!full} />
      ) : (
        <Text size={full ? 'sm' : 'xs'} c="dimmed" data-testid={`match-${which}-empty`}>
          {empty}
        </Text>
      )}
    </Stack>
  );

  const lists = (
    <SimpleGrid cols={full ? { base: 1, sm: 2 } : 1} spacing={full ? 'lg' : 'sm'} verticalSpacing={full ? 'lg' : 'sm'}>
      {side(
        'mine',
        <Trans>What you look for</Trans>,
        match.mine,
        <>
          <Trans>You have not stated any partner preferences.</Trans>{' '}
          <AnchorLink to="/profile/partner-preferences" size={full ? 'sm' : 'xs'} underline="always">
            <Trans>Set your partner preferences</Trans>
          </AnchorLink>
        </>,
      )}
      {side(
        'theirs',
        <Trans>What they look for</Trans>,
        match.theirs,
        <Trans>They have not stated any partner preferences.</Trans>,
      )}
    </SimpleGrid>
  );

  const data = {
    'data-testid': 'match-explanation',
    'data-score': match.score,
    'data-met': counts.met,
    'data-known': counts.known,
  };

  if (full) {
    return (
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" {...data}>
        <Title order={2} size="h4" mb="xs" c="green.9">
          <Trans>How you match</Trans>
        </Title>
        <Stack gap="md">
          <Summary match={match} large />
          {lists}
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap={4} {...data}>
      <Summary match={match} large={false} />
      {counts.stated > 0 && (
        <>
          <UnstyledButton
            onClick={() => setOpened((o) => !o)}
            aria-expanded={opened}
            aria-controls={listsId}
            data-testid="match-explanation-toggle"
            fz="sm"
            c="green.8"
            fw={500}
            w="fit-content"
          >
            {opened ? t`Hide the reasons` : t`Why? See each preference`}
          </UnstyledButton>
          <Collapse expanded={opened} keepMounted={false} id={listsId}>
            <Paper bg="gray.0" radius="md" p="sm" mt={4}>
              {lists}
            </Paper>
          </Collapse>
        </>
      )}
    </Stack>
  );
}
