import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { EmptyList, LoadingCards } from '../../../components/card-pages';
import { CompletenessGapLinks } from '../../../components/completeness-gaps';
import { ProblemAlert } from '../../../components/problem-alert';
import { AnchorLink } from '../../../components/router-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MATCH_PREVIEW_SIZE, useMatchPreview } from '../api/get-match-lists';
import { useOwnCompleteness } from '../api/get-own-completeness';
import { MATCH_LISTS, MATCH_LIST_KINDS, type MatchListKind } from '../model/lists';
import { MatchGrid, MatchTotal } from './match-results';

const PREVIEW_COLS = { base: 1, sm: 2 } as const;

/**
 * A section below the screen is laid out only when it comes near (`content-visibility: auto`), sized until then as a
 * section of cards (`auto`: then as it last was). Laying out all five lists' cards at once took a slow phone's main
 * thread about a third of a second as the page appeared (target Q7).
 */
const SECTION_STYLE = { contentVisibility: 'auto', containIntrinsicSize: 'auto 1200px' } as const;

/** One list's section of /matches: its first few cards and the way to the whole list. */
function MatchSection({ kind }: { kind: MatchListKind }) {
  const { t, i18n } = useLingui();
  const info = MATCH_LISTS[kind];
  const preview = useMatchPreview(kind);
  // The cards are drawn in a pass of their own after the page's frame (title, sections, placeholders) is on the screen,
  // in slices that leave the main thread free between them (target Q7; docs/architecture.md "The web app's first
  // paint"). `null`, not undefined: React defers the first render only when given a first value.
  const list = useDeferredValue(preview.data ?? null, null);
  const id = `matches-section-${kind}`;

  return (
    <Stack gap="sm" component="section" aria-labelledby={`${id}-title`} data-testid={id} style={SECTION_STYLE}>
      <Group justify="space-between" align="baseline" gap="xs" wrap="wrap">
        <Title order={2} size="h3" id={`${id}-title`}>
          {i18n._(info.title)}
        </Title>
        <AnchorLink to={info.path} fw={500} size="sm" data-testid={`${id}-see-all`}>
          <Trans>See all</Trans>
        </AnchorLink>
      </Group>
      {preview.isError ? (
        <ProblemAlert error={preview.error} title={t`This list could not be loaded`}>
          <Button variant="light" color="red" w="fit-content" onClick={() => void preview.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </ProblemAlert>
      ) : list === null ? (
        // As many as the cards to come: nothing below moves when they replace these.
        <LoadingCards cols={PREVIEW_COLS} count={MATCH_PREVIEW_SIZE} />
      ) : list.result.length === 0 ? (
        <EmptyList testId={`${id}-empty`}>{i18n._(info.empty)}</EmptyList>
      ) : (
        <>
          <MatchTotal list={list} />
          <MatchGrid cards={list.result.slice(0, MATCH_PREVIEW_SIZE)} cols={PREVIEW_COLS} />
        </>
      )}
    </Stack>
  );
}

/** Under this share, the matches page asks for the profile to be completed (rule 53). */
const NUDGE_BELOW = 80;

/**
 * A calm word on /matches while the member's own profile is under 80% complete (rule 53): the same links as the
 * profile's meter, to where its first gaps are filled in. Nothing to dismiss: it goes once the profile is complete
 * enough. Shown only once the profile is read; the lists do not wait for it.
 */
function CompletenessNudge() {
  const { data } = useOwnCompleteness();
  if (!data || data.completeness === null || data.completeness >= NUDGE_BELOW) return null;
  const completeness = data.completeness;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      bg="green.0"
      data-testid="completeness-nudge"
      data-value={completeness}
    >
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          <Trans>Your profile is {completeness}% complete</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          {data.gaps.length > 0 ? (
            <Trans>Families look at these first; adding them helps the right families find you:</Trans>
          ) : (
            <Trans>A fuller profile helps the right families find you.</Trans>
          )}
        </Text>
        {data.gaps.length > 0 ? (
          <CompletenessGapLinks gaps={data.gaps} />
        ) : (
          <AnchorLink to="/profile" size="sm" fw={500} data-testid="completeness-nudge-profile">
            <Trans>Complete my profile</Trans>
          </AnchorLink>
        )}
      </Stack>
    </Paper>
  );
}

/** /matches: the approved member's start page, a section per list (rule 4). */
export function MatchesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Matches`);
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid="matches-page">
      <Stack gap="xl">
        <div>
          <Title order={1} size="h2">
            <Trans>Matches</Trans>
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            <Trans>
              Each card shows how well you match both ways: which of your preferences the member meets, and which of
              theirs you meet.
            </Trans>
          </Text>
        </div>
        <CompletenessNudge />
        {MATCH_LIST_KINDS.map((kind) => (
          <MatchSection key={kind} kind={kind} />
        ))}
      </Stack>
    </Container>
  );
}
