import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { EventRegistrant, EventView, PaperStage } from '../../../api/generated/client';
import { ProblemAlert } from '../../../components/problem-alert';
import { isModerator } from '../../../lib/session/roles';
import { useSession } from '../../../lib/session/use-session';
import { useSwitchProfile } from '../../../lib/session/use-switch-profile';
import { showToast } from '../../../lib/toast';
import { useEventRegistrants } from '../api/get-event-registrants';
import { useSendPaperConsent } from '../api/paper-forms';
import { paperActions } from '../model/paper-form';
import { PaperFormDialog } from './paper-form-dialog';

const STAGES: Record<PaperStage, { label: MessageDescriptor; color: string }> = {
  form: { label: msg`Being entered`, color: 'gray' },
  consent: { label: msg`Waiting for the person's consent`, color: 'yellow' },
  review: { label: msg`With the moderators`, color: 'blue' },
  changes: { label: msg`Changes asked`, color: 'orange' },
  approved: { label: msg`In the booklet`, color: 'teal' },
  closed: { label: msg`Closed`, color: 'gray' },
};

/** Where the person's consent stands: given, or the signed form's photo waiting or refused. */
function ConsentLine({ registrant }: { registrant: EventRegistrant }) {
  const paper = registrant.paper;
  if (!paper) return null;
  if (paper.consented) {
    return (
      <Text size="xs" c="teal.8" data-testid="paper-consented">
        <Trans>The person has consented.</Trans>
      </Text>
    );
  }
  const check = paper.consentCheck;
  if (check?.status === 'pending') {
    return (
      <Text size="xs" c="dimmed" data-testid="paper-consent-pending">
        <Trans>The signed consent waits for a moderator.</Trans>
      </Text>
    );
  }
  if (check?.status === 'refused' || check?.status === 'expired') {
    const reason = check.reason ?? '';
    return (
      <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }} data-testid="paper-consent-refused">
        {check.status === 'refused' ? (
          <Trans>The signed consent was not accepted: {reason}</Trans>
        ) : (
          <Trans>The signed consent was not checked in time; send it again.</Trans>
        )}
      </Text>
    );
  }
  return null;
}

function PaperRow({ eventId, registrant }: { eventId: number; registrant: EventRegistrant }) {
  const { t, i18n } = useLingui();
  const paper = registrant.paper;
  const switchTo = useSwitchProfile({ to: '/create-profile' });
  const send = useSendPaperConsent({
    onSuccess: () => showToast({ message: t`The signed consent is sent. A moderator will check it.` }),
  });
  if (!paper) return null;
  const actions = paperActions(paper);
  const memberId = paper.memberId;
  const name = `${registrant.firstName} ${registrant.lastName}`.trim();
  const stage = STAGES[paper.stage];
  return (
    <Paper withBorder radius="sm" p="sm" data-testid="paper-row" data-event-number={registrant.eventNumber}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {registrant.eventNumber} · {name}
          </Text>
          <Badge color={stage.color} variant="light" tt="none" data-testid="paper-stage" data-stage={paper.stage}>
            {i18n._(stage.label)}
          </Badge>
        </Group>
        <ConsentLine registrant={registrant} />
        <ProblemAlert error={send.error} title={t`The photo was not sent`} />
        {memberId != null && (actions.continueForm || actions.sendConsent) && (
          <Group gap="xs" wrap="wrap">
            {actions.continueForm && (
              <Button
                size="xs"
                variant="light"
                loading={switchTo.isPending}
                onClick={() => switchTo.mutate(memberId)}
                aria-label={t`Enter the profile of ${name}`}
                data-testid="paper-continue"
              >
                <Trans>Enter the profile</Trans>
              </Button>
            )}
            {actions.sendConsent && (
              <FileButton
                accept="image/jpeg,image/png"
                onChange={(file) => file && send.mutate({ eventId, memberId, image: file })}
              >
                {(props) => (
                  <Button
                    {...props}
                    size="xs"
                    variant="default"
                    loading={send.isPending}
                    aria-label={t`Send the consent ${name} signed on paper`}
                    data-testid="paper-send-consent"
                  >
                    <Trans>Send the signed consent</Trans>
                  </Button>
                )}
              </FileButton>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The paper forms of an event (docs/rules.md rule 49), for its organisers: the registrants a volunteer entered, each
 * with where its profile stands and its consent; the volunteer who entered one opens its profile to enter it, and
 * sends the photo of the consent the person signed on paper. A volunteer enters a new form here; moderators, who check
 * the consents, only read.
 */
export function PaperForms({ event }: { event: EventView }) {
  const { t } = useLingui();
  const user = useSession()?.user;
  const registrants = useEventRegistrants(event.eventId);
  const [opened, setOpened] = useState(false);
  const switchTo = useSwitchProfile({ to: '/create-profile' });
  const papers = (registrants.data ?? []).filter((r) => r.paper && !r.withdrawn);
  const mayEnter = !isModerator(user) && !event.cancelledOn;
  if (!mayEnter && papers.length === 0) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="paper-forms">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4">
            <Trans>Paper forms</Trans>
          </Title>
          {mayEnter && (
            <Button size="sm" onClick={() => setOpened(true)} data-testid="paper-form-open">
              <Trans>Enter a paper form</Trans>
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <Trans>Families that are not online, registered from the form they filled.</Trans>
        </Text>
        {papers.map((registrant) => (
          <PaperRow key={registrant.eventNumber} eventId={event.eventId} registrant={registrant} />
        ))}
      </Stack>
      {mayEnter && (
        <PaperFormDialog
          eventId={event.eventId}
          opened={opened}
          onClose={() => setOpened(false)}
          onEntered={(answer) => {
            setOpened(false);
            const number = answer.eventNumber;
            showToast({ message: t`Registered with number ${number}. Now enter the profile from the form.` });
            switchTo.mutate(answer.memberId);
          }}
        />
      )}
    </Paper>
  );
}
