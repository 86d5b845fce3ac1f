import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ConnectionOutcome } from '../../../api/generated/client';
import { AnchorLink } from '../../../components/router-link';
import { problemMessages } from '../../../lib/problem';
import { showToast } from '../../../lib/toast';
import { useOutcomes, useSaveOutcome } from '../api/outcomes';
import { StoryForm } from './story-form';

const OUTCOMES: Record<ConnectionOutcome, MessageDescriptor> = {
  still_talking: msg`Still talking`,
  met_family: msg`We met the family`,
  engaged: msg`Engaged`,
  not_going_ahead: msg`Not going ahead`,
};

const CHOICES = Object.keys(OUTCOMES) as ConnectionOutcome[];

/**
 * How it went (docs/rules.md rule 48): the member's connections accepted two weeks ago or more that they have not
 * answered about, each with its four answers; nobody but the member sees them. Once both sides of one said engaged,
 * a congratulation with the way to close the profile or keep it hidden.
 */
export function OutcomePrompt({ enabled }: { enabled: boolean }) {
  const { i18n } = useLingui();
  const outcomes = useOutcomes(enabled);
  const save = useSaveOutcome({
    onSuccess: (answer) => showToast({ message: answer.message, color: 'green' }),
    onError: (error) => showToast({ message: problemMessages(error, i18n).join('\n'), color: 'red' }),
  });
  const data = outcomes.data;
  if (!enabled || !data) return null;
  const open = data.result.filter((item) => !item.outcome);
  if (!data.engaged && open.length === 0) return null;

  return (
    <Stack gap="sm" mt="md" data-testid="outcome-prompt">
      {data.engaged && (
        <Alert
          color="green"
          variant="light"
          radius="md"
          title={<Trans>Congratulations on your engagement!</Trans>}
          data-testid="engaged-note"
        >
          <Text size="sm">
            <Trans>
              Your profile is hidden from every list. You may close it from your account page, or keep it hidden.
            </Trans>{' '}
            <AnchorLink to="/profile/account" size="sm">
              <Trans>Open my account</Trans>
            </AnchorLink>
          </Text>
          {data.result
            .filter((item) => item.outcome === 'engaged')
            .map((item) => (
              <StoryForm key={item.requestId} requestId={item.requestId} name={item.name} />
            ))}
        </Alert>
      )}
      {open.map((item) => (
        <Alert
          key={item.requestId}
          color="blue"
          variant="light"
          radius="md"
          title={<Trans>How is it going with {item.name}?</Trans>}
          data-testid="outcome-item"
          data-request-id={item.requestId}
        >
          <Text size="sm">
            <Trans>Only you see your answer; it helps us know what works for families.</Trans>
          </Text>
          <Group gap="xs" mt="sm" wrap="wrap">
            {CHOICES.map((outcome) => (
              <Button
                key={outcome}
                size="xs"
                variant={outcome === 'engaged' ? 'filled' : 'default'}
                color={outcome === 'engaged' ? 'green' : undefined}
                disabled={save.isPending}
                loading={
                  save.isPending && save.variables?.requestId === item.requestId && save.variables.outcome === outcome
                }
                onClick={() => save.mutate({ requestId: item.requestId, outcome })}
                data-testid={`outcome-${outcome}`}
              >
                {i18n._(OUTCOMES[outcome])}
              </Button>
            ))}
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
