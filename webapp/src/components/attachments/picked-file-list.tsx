import { useLingui } from '@lingui/react/macro';
import { CloseButton, Group, Stack, Text } from '@mantine/core';
import { fileSize } from '../../lib/attachments';

/** The test ids of a list of picked files: the list itself, each file, each file's remove button. */
export interface PickedFileListTestIds {
  list?: string;
  file?: string;
  remove?: string;
}

/**
 * The files picked to be sent with a message, not sent yet: each with its size and a button that takes it off again.
 * Nothing when none is picked.
 */
export function PickedFileList({
  files,
  onRemove,
  disabled = false,
  testIds = {},
}: {
  files: readonly File[];
  onRemove: (index: number) => void;
  disabled?: boolean;
  testIds?: PickedFileListTestIds;
}) {
  const { t, i18n } = useLingui();
  if (files.length === 0) return null;
  return (
    <Stack
      gap={4}
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t`Attached files`}
      data-testid={testIds.list}
    >
      {files.map((file, index) => {
        const name = file.name;
        return (
          <Group
            key={`${index}-${file.name}-${file.size}`}
            component="li"
            gap="xs"
            wrap="nowrap"
            justify="space-between"
            data-testid={testIds.file}
          >
            <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {name}{' '}
              <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                ({fileSize(file.size, i18n.locale)})
              </Text>
            </Text>
            <CloseButton
              size="sm"
              onClick={() => onRemove(index)}
              disabled={disabled}
              aria-label={t`Remove ${name}`}
              data-testid={testIds.remove}
            />
          </Group>
        );
      })}
    </Stack>
  );
}
