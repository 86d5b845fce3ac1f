import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { EventView } from '../../../api/generated/client';
import { eventText } from '../../../api/generated/rules/rules';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ruleMessageOrText } from '../../../lib/rule-messages';
import { showToast } from '../../../lib/toast';
import { useCancelEvent } from '../api/cancel-event';
import { todayInIndia } from '../model/days';

/** A cancelled event's notice on its organisers' page: when they cancelled it does not matter, why does. */
export function CancelledNotice({ event }: { event: Pick<EventView, 'cancelReason' | 'cancelledOn'> }) {
  const { t } = useLingui();
  if (!event.cancelledOn) return null;
  const reason = event.cancelReason ?? '';
  return (
    <Alert color="red" variant="light" title={t`This event is cancelled`} data-testid="event-cancelled">
      <Trans>Every registrant was told, with your reason: {reason}</Trans>
    </Alert>
  );
}

/**
 * Cancelling an event (docs/rules.md rule 49), up to and on its day: the reason, in the organisers' words (1 to 300
 * characters, checked by the shared rule before it is sent), is told to every registrant in their language. Nothing
 * when the event is cancelled already or its day has passed.
 */
export function CancelEvent({ event }: { event: EventView }) {
  const { t, i18n } = useLingui();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const cancel = useCancelEvent({
    onSuccess: () => {
      setOpened(false);
      showToast({ message: t`The event is cancelled. Its registrants are being told.` });
    },
  });
  if (event.cancelledOn || event.heldOn < todayInIndia()) return null;
  const confirm = () => {
    const checked = eventText.safeParse(reason.trim());
    if (!checked.success) {
      setCode(checked.error.issues[0]?.message ?? 'required');
      return;
    }
    cancel.mutate({ eventId: event.eventId, reason: reason.trim() });
  };
  return (
    <>
      <Button
        variant="outline"
        color="red"
        w={{ base: '100%', xs: 'auto' }}
        onClick={() => setOpened(true)}
        data-testid="cancel-event-button"
      >
        <Trans>Cancel the event</Trans>
      </Button>
      <ConfirmDialog
        opened={opened}
        title={<Trans>Cancel the event?</Trans>}
        intro={
          <Trans>
            Registration stops and nothing more can be changed. Every registrant is told at once, in their language,
            with the reason you give here.
          </Trans>
        }
        confirmLabel={<Trans>Cancel the event</Trans>}
        cancelLabel={<Trans>Keep the event</Trans>}
        busy={cancel.isPending}
        error={cancel.error}
        errorTitle={<Trans>Nothing was changed</Trans>}
        onConfirm={confirm}
        onClose={() => setOpened(false)}
        testId="cancel-event-dialog"
        confirmTestId="cancel-event-confirm"
      >
        <Textarea
          label={t`Why, in your words`}
          description={t`For example: the hall is being repaired; a new date will follow.`}
          autosize
          minRows={2}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setCode(null);
          }}
          error={code ? ruleMessageOrText(code, i18n) : undefined}
          data-testid="cancel-event-reason"
        />
      </ConfirmDialog>
    </>
  );
}
