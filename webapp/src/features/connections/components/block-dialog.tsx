import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MAX_BLOCKED } from '../../../api/generated/rules/rules';
import { ProblemAlert } from '../../../components/problem-alert';

/**
 * "Block this member?" (rule 8): what blocking does, before it is done: both vanish from each other's lists and
 * pending requests between them are cancelled.
 */
export function BlockDialog({
  opened,
  memberName,
  blocking,
  error,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  memberName: string;
  blocking: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const max = MAX_BLOCKED;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Block ${memberName}?`}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t`Close` }}
      data-testid="block-dialog"
    >
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Trans>
            You and {memberName} will vanish from each other's lists, search, profile pages and inbox, and any pending
            connection requests between you are cancelled.
          </Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>
            You can unblock the member later from the Blocked tab of your inbox. You can block at most {max} members at a
            time.
          </Trans>
        </Text>
        <ProblemAlert error={error} />
        <Group justify="flex-end" gap="sm" wrap="nowrap">
          <Button variant="default" onClick={onClose} disabled={blocking} flex={{ base: 1, sm: 'none' }}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            color="red"
            onClick={onConfirm}
            loading={blocking}
            flex={{ base: 1, sm: 'none' }}
            data-testid="block-confirm-button"
          >
            <Trans>Block</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
