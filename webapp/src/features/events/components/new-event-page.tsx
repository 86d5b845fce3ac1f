import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { AnchorLink } from '../../../components/router-link';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EventForm } from './event-form';

/**
 * /admin/events/new (docs/rules.md rule 49): sets up an event; once saved, its own page opens, where the registrants
 * will be listed.
 */
export function NewEventPage() {
  const { t } = useLingui();
  useDocumentTitle(t`New event`);
  const navigate = useNavigate();
  return (
    <Stack gap="md" data-testid="new-event-page">
      <AnchorLink to="/admin/events" size="sm" w="fit-content" data-testid="admin-events-back">
        ← <Trans>Events you organise</Trans>
      </AnchorLink>
      <div>
        <Title order={1} size="h2">
          <Trans>New event</Trans>
        </Title>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <Trans>Members see it once it is saved, if it is for them; registration opens on the day you choose.</Trans>
        </Text>
      </div>
      <EventForm
        onSaved={(saved) => {
          const name = saved.name;
          showToast({ message: t`The event “${name}” is saved.` });
          void navigate({ to: '/admin/events/$eventId', params: { eventId: saved.eventId } });
        }}
      />
    </Stack>
  );
}
