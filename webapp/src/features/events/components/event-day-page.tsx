import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { DayMark, EventDay } from '../../../api/generated/client';
import { EVENT_LISTED_DAYS_AFTER } from '../../../api/generated/rules/rules';
import { EmptyList } from '../../../components/card-pages';
import { ProblemAlert } from '../../../components/problem-alert';
import { AnchorLink, ButtonLink } from '../../../components/router-link';
import { ruleMessageOrText } from '../../../lib/rule-messages';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConfirmInterest, useMarkInterest, useRemoveInterest } from '../api/day-marks';
import { useEventDay } from '../api/get-event-day';
import { addDays, markState, parseEventNumber, sortedMarks, type MarkState } from '../model/day';
import { fullDay, shortDay } from '../model/days';

/** The member's own number, big: the desk and the others know them by it today. */
function OwnNumber({ day }: { day: EventDay }) {
  return (
    <Paper radius="md" p="sm" bg="teal.0" data-testid="day-own-number">
      <Group justify="center" gap="sm" wrap="nowrap">
        <Text size="sm" fw={500}>
          <Trans>Your event number</Trans>
        </Text>
        <Text fz={36} fw={700} lh={1} c="teal.9" data-testid="day-event-number">
          {day.eventNumber}
        </Text>
      </Group>
    </Paper>
  );
}

/** Marking a number: the field, checked by the shared rule before it is sent. */
function MarkForm({ day }: { day: EventDay }) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const mark = useMarkInterest({
    onSuccess: (_, { eventNumber }) => {
      setText('');
      showToast({ message: t`You marked number ${eventNumber}. Only you see it unless they mark you too.` });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseEventNumber(text);
    if ('code' in parsed) {
      setCode(parsed.code);
      return;
    }
    setCode(null);
    mark.mutate({ eventId: day.eventId, eventNumber: parsed.value });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="day-mark-form">
      <Stack gap="xs">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label={t`Event number you would like to meet`}
            inputMode="numeric"
            autoComplete="off"
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setCode(null);
            }}
            error={code ? ruleMessageOrText(code, i18n) : undefined}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="day-number-input"
          />
          <Button type="submit" loading={mark.isPending} data-testid="day-mark-button">
            <Trans>Mark</Trans>
          </Button>
        </Group>
        <ProblemAlert error={mark.error} title={t`Nothing was changed`} />
      </Stack>
    </form>
  );
}

function StateBadge({ state }: { state: MarkState }) {
  switch (state) {
    case 'marked':
      return (
        <Badge color="gray" variant="light" tt="none">
          <Trans>Only you see this</Trans>
        </Badge>
      );
    case 'mutual':
      return (
        <Badge color="teal" variant="filled" tt="none">
          <Trans>You marked each other</Trans>
        </Badge>
      );
    case 'confirmed':
      return (
        <Badge color="teal" variant="light" tt="none">
          <Trans>Confirmed: waiting for them</Trans>
        </Badge>
      );
    case 'connected':
      return (
        <Badge color="green" variant="filled" tt="none">
          <Trans>Connected</Trans>
        </Badge>
      );
  }
}

/** One mark: who (as the booklet shows them), where it stands, and what the member can do with it today. */
function MarkRow({ day, mark }: { day: EventDay; mark: DayMark }) {
  const { t } = useLingui();
  const state = markState(mark);
  const name = `${mark.firstName} ${mark.lastName}`.trim();
  const number = mark.eventNumber;
  const remove = useRemoveInterest({ onSuccess: () => showToast({ message: t`Your mark on number ${number} is removed.` }) });
  const confirm = useConfirmInterest({
    onSuccess: (saved) => {
      const now = saved.marks.find((m) => m.eventNumber === number);
      showToast({
        message: now?.connectedMemberId
          ? t`You and ${name} are now connected.`
          : t`Confirmed. You will be connected when ${name} confirms too.`,
      });
    },
  });
  const age = mark.age;
  const details = [age === null || age === undefined ? null : t`${age} years`, mark.place]
    .filter(Boolean)
    .join(' · ');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="day-mark" data-event-number={number} data-state={state}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
            <Text fz={24} fw={700} lh={1.1} c="teal.9" style={{ minWidth: '2.5ch' }}>
              {number}
            </Text>
            <div style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Text>
              {details && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {details}
                </Text>
              )}
            </div>
          </Group>
          <StateBadge state={state} />
        </Group>
        <ProblemAlert error={remove.error ?? confirm.error} title={t`Nothing was changed`} />
        <Group gap="xs" wrap="wrap">
          {state === 'mutual' && day.confirmingOpen && (
            <Button
              size="sm"
              onClick={() => confirm.mutate({ eventId: day.eventId, eventNumber: number })}
              loading={confirm.isPending}
              data-testid="day-confirm-button"
            >
              <Trans>Confirm and connect</Trans>
            </Button>
          )}
          {state === 'connected' && mark.connectedMemberId && (
            <ButtonLink
              size="sm"
              variant="light"
              to="/matches/detail/$id"
              params={{ id: String(mark.connectedMemberId) }}
              data-testid="day-open-profile"
            >
              <Trans>Open the profile</Trans>
            </ButtonLink>
          )}
          {day.markingOpen && !mark.confirmed && (
            <Button
              size="sm"
              variant="subtle"
              color="gray"
              onClick={() => remove.mutate({ eventId: day.eventId, eventNumber: number })}
              loading={remove.isPending}
              data-testid="day-remove-button"
            >
              <Trans>Remove mark</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** What the day allows now, in a sentence. */
function DayNote({ day }: { day: EventDay }) {
  const { i18n } = useLingui();
  const until = shortDay(addDays(day.heldOn, EVENT_LISTED_DAYS_AFTER), i18n.locale);
  const on = fullDay(day.heldOn, i18n.locale);
  const text = day.markingOpen ? (
    <Trans>
      Type the event number of each person you would like to meet. Nobody sees your mark unless they mark you too; then
      you both are told, and the organisers' desk can arrange for your families to meet today.
    </Trans>
  ) : day.confirmingOpen ? (
    <Trans>Marks were made on the day of the event. Confirm the mutual ones to connect, until {until}.</Trans>
  ) : (
    <Trans>Marking opens on the day of the event, {on}.</Trans>
  );
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="day-note">
      {text}
    </Text>
  );
}

/**
 * /events/$eventId/day (docs/rules.md rule 49): the registrant's phone page for the day of the event. On the day they
 * mark event numbers; each mark is theirs alone until the other marks them back, and then both are told. Mutual marks
 * are confirmed from the day until a week after; when both have confirmed, the two are connected and the profile opens.
 */
export function EventDayPage({ eventId }: { eventId: number }) {
  const { t, i18n } = useLingui();
  const { data: day } = useEventDay(eventId);
  const name = day.name;
  useDocumentTitle(t`The day: ${name}`);
  const marks = sortedMarks(day.marks);
  const mutual = marks.filter((m) => m.mutual).length;

  return (
    <Container size="sm" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid="event-day">
      <Stack gap="md">
        <AnchorLink
          to="/events/$eventId"
          params={{ eventId: String(day.eventId) }}
          size="sm"
          w="fit-content"
          data-testid="day-back"
        >
          ← <Trans>The event</Trans>
        </AnchorLink>
        <div>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {day.name}
          </Title>
          <Text fw={500} mt={4}>
            {fullDay(day.heldOn, i18n.locale)}
          </Text>
        </div>
        <OwnNumber day={day} />
        <DayNote day={day} />
        {day.markingOpen && <MarkForm day={day} />}
        <div>
          <Title order={2} size="h4">
            <Trans>Your marks</Trans>
          </Title>
          {mutual > 0 && (
            <Text size="sm" c="teal.9" fw={500} data-testid="day-mutual-count" data-count={mutual}>
              {t`${plural(mutual, { one: '# person marked you too.', other: '# people marked you too.' })}`}
            </Text>
          )}
        </div>
        {marks.length === 0 ? (
          <EmptyList testId="day-marks-empty">
            <Trans>You have not marked anyone yet.</Trans>
          </EmptyList>
        ) : (
          <Stack gap="sm" data-testid="day-marks">
            {marks.map((mark) => (
              <MarkRow key={mark.eventNumber} day={day} mark={mark} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
