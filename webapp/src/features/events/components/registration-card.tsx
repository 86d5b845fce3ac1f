import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { EventView } from '../../../api/generated/client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ProblemAlert } from '../../../components/problem-alert';
import { ButtonLink } from '../../../components/router-link';
import { showToast } from '../../../lib/toast';
import { useRegisterForEvent } from '../api/register-for-event';
import { useWithdrawFromEvent } from '../api/withdraw-from-event';
import { dateTime } from '../../../lib/relative-time';
import { dayPageOpen } from '../model/day';
import { shortDay, todayInIndia } from '../model/days';
import { BOOKLET_CONTACTS } from '../model/eligibility';
import { choicesChanged, choicesOf, type BookletChoices } from '../model/registration';
import { registrationActions } from '../model/standing';
import { BookletDownload } from './booklet-download';

/** The member's event number, big and clear: the organisers' desk and the booklet know them by it. */
function EventNumber({ event }: { event: EventView }) {
  const { i18n } = useLingui();
  const registration = event.registration;
  if (!registration) return null;
  const on = dateTime(registration.registeredOn, i18n.locale);
  return (
    <Paper radius="md" p="md" bg="teal.0" data-testid="event-registered">
      <Stack gap={4} align="center" ta="center">
        <Text size="sm" fw={500}>
          <Trans>Your event number</Trans>
        </Text>
        <Text fz={56} fw={700} lh={1} c="teal.9" data-testid="event-number">
          {registration.eventNumber}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <Trans>Registered on {on}. Bring this number to the event.</Trans>
        </Text>
      </Stack>
    </Paper>
  );
}

/** Why the member cannot register (or change anything) now, in a sentence. */
function Note({ event, today }: { event: EventView; today: string }) {
  const { i18n } = useLingui();
  const opens = shortDay(event.opensOn, i18n.locale);
  const closes = shortDay(event.closesOn, i18n.locale);
  const text = (() => {
    switch (event.standing) {
      case 'registered':
        return today > event.closesOn ? (
          <Trans>Registration has closed: your choices for the booklet stay as they are.</Trans>
        ) : null;
      case 'not_yet_open':
        return (
          <Trans>
            Registration opens on {opens} and closes at the end of {closes}.
          </Trans>
        );
      case 'closed':
        return <Trans>Registration for this event has closed.</Trans>;
      case 'full':
        return <Trans>Every place is taken. Should someone withdraw, a place opens again.</Trans>;
      case 'not_eligible':
        return <Trans>This event is not for your profile: see who may register.</Trans>;
      case 'cancelled': {
        const reason = event.cancelReason ?? '';
        return <Trans>The organisers have cancelled this event. In their words: {reason}</Trans>;
      }
      case 'open':
        return null;
    }
  })();
  if (!text) return null;
  return (
    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="registration-note">
      {text}
    </Text>
  );
}

/**
 * Registering for an event (docs/rules.md rule 49): what the event's booklet may show (the photo; the family's phone
 * or only the organisers' desk; the income), then Register. Once registered, the event number, big; the choices can be
 * changed (Save choices) and the registration withdrawn until registration closes. The choices start from the
 * server's and then stay as the member set them (after Withdraw too, should they register again); a refusal stays on
 * the card with the server's words while the event is read again.
 */
export function RegistrationCard({ event }: { event: EventView }) {
  const { t } = useLingui();
  const today = todayInIndia();
  const actions = registrationActions(event, today);
  const [choices, setChoices] = useState<BookletChoices>(() => choicesOf(event));
  const [withdrawing, setWithdrawing] = useState(false);
  const registered = event.standing === 'registered';

  const register = useRegisterForEvent({
    onSuccess: (saved) => {
      const number = saved.registration?.eventNumber;
      showToast({
        message:
          registered || number === undefined
            ? t`Your choices for the booklet are saved.`
            : t`You are registered. Your event number is ${number}.`,
      });
    },
  });
  const withdraw = useWithdrawFromEvent({
    onSuccess: () => {
      setWithdrawing(false);
      showToast({ message: t`You have withdrawn from the event. Your place is free for someone else.` });
    },
  });

  const editable = actions.register || actions.save;
  const showChoices = editable || registered;
  const contactLabels = {
    desk: t`Only through the organisers' desk`,
    family: t`My family's phone number`,
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="registration-card">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Your registration</Trans>
        </Title>
        <EventNumber event={event} />
        {dayPageOpen(event, today) && (
          <ButtonLink
            to="/events/$eventId/day"
            params={{ eventId: String(event.eventId) }}
            size="md"
            w={{ base: '100%', xs: 'auto' }}
            data-testid="day-page-link"
          >
            <Trans>Open the day page: mark whom to meet</Trans>
          </ButtonLink>
        )}
        <Note event={event} today={today} />
        {showChoices && (
          <Stack gap="sm" data-testid="booklet-choices">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Trans>The event's booklet shows your profile with your number, and only what you choose here.</Trans>
            </Text>
            <Checkbox
              label={t`Show my photo`}
              checked={choices.showPhoto}
              disabled={!editable}
              onChange={(e) => setChoices({ ...choices, showPhoto: e.currentTarget.checked })}
              data-testid="choice-photo"
            />
            <Radio.Group
              label={t`How families may reach you`}
              value={choices.contact}
              onChange={(value) =>
                setChoices({ ...choices, contact: BOOKLET_CONTACTS.find((c) => c === value) ?? 'desk' })
              }
              data-testid="choice-contact"
            >
              <Stack gap={6} mt={6}>
                {BOOKLET_CONTACTS.map((value) => (
                  <Radio
                    key={value}
                    value={value}
                    label={contactLabels[value]}
                    disabled={!editable}
                    data-testid={`choice-contact-${value}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <Checkbox
              label={t`Show my annual income`}
              checked={choices.showIncome}
              disabled={!editable}
              onChange={(e) => setChoices({ ...choices, showIncome: e.currentTarget.checked })}
              data-testid="choice-income"
            />
          </Stack>
        )}
        <ProblemAlert error={register.error} title={t`Nothing was changed`} />
        {(actions.register || actions.save || actions.withdraw) && (
          <Group gap="sm" wrap="wrap">
            {actions.register && (
              <Button
                onClick={() => register.mutate({ eventId: event.eventId, choices })}
                loading={register.isPending}
                w={{ base: '100%', xs: 'auto' }}
                data-testid="register-button"
              >
                <Trans>Register</Trans>
              </Button>
            )}
            {actions.save && (
              <Button
                onClick={() => register.mutate({ eventId: event.eventId, choices })}
                loading={register.isPending}
                disabled={!choicesChanged(event, choices)}
                w={{ base: '100%', xs: 'auto' }}
                data-testid="save-choices-button"
              >
                <Trans>Save choices</Trans>
              </Button>
            )}
            {actions.withdraw && (
              <Button
                variant="light"
                color="red"
                onClick={() => {
                  withdraw.reset();
                  setWithdrawing(true);
                }}
                disabled={register.isPending}
                w={{ base: '100%', xs: 'auto' }}
                data-testid="withdraw-button"
              >
                <Trans context="event registration">Withdraw</Trans>
              </Button>
            )}
          </Group>
        )}
        {registered && <BookletDownload eventId={event.eventId} />}
      </Stack>
      <ConfirmDialog
        opened={withdrawing}
        title={<Trans>Withdraw from the event?</Trans>}
        intro={
          <Trans>
            Your place is freed for someone else. Your event number stays yours should you register again before
            registration closes.
          </Trans>
        }
        confirmLabel={<Trans context="event registration">Withdraw</Trans>}
        busy={withdraw.isPending}
        error={withdraw.error}
        errorTitle={<Trans>Nothing was changed</Trans>}
        onConfirm={() => withdraw.mutate(event.eventId)}
        onClose={() => setWithdrawing(false)}
        testId="withdraw-dialog"
        confirmTestId="withdraw-confirm"
      />
    </Paper>
  );
}
