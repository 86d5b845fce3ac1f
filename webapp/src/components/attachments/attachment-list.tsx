import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Image, Paper, Text, type MantineSpacing } from '@mantine/core';
import type { AttachmentInfo } from '../../api/generated/client';
import { fileSize, isPicture } from '../../lib/attachments';

/**
 * The files of a message (a ticket's, an enquiry's), through their signed links (valid about 30 minutes; the pages
 * fetch their data again before they run out): a picture as a thumbnail that opens in a new tab, a PDF as its name and
 * size, downloaded (the server serves it as a download, cleaned of scripts). `testId` names each file (`data-kind`
 * "picture" or "file") and, with `-picture`, each thumbnail.
 */
export function AttachmentList({
  attachments,
  testId,
  listTestId,
  mt,
}: {
  attachments: readonly AttachmentInfo[];
  testId: string;
  /** The list's own test id, if a caller needs one. */
  listTestId?: string;
  mt?: MantineSpacing;
}) {
  const { t, i18n } = useLingui();
  if (attachments.length === 0) return null;
  return (
    <Group
      gap="sm"
      mt={mt}
      wrap="wrap"
      align="flex-start"
      aria-label={t`Attached files`}
      role="list"
      data-testid={listTestId}
    >
      {attachments.map((file) => {
        const name = file.fileName;
        const common = { href: file.url, role: 'listitem', 'data-testid': testId, 'data-file-name': file.fileName };
        return isPicture(file) ? (
          <Anchor
            key={file.attachmentId}
            {...common}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`${name} (opens in a new tab)`}
            title={file.fileName}
            data-kind="picture"
          >
            <Image
              src={file.url}
              alt={file.fileName}
              w={96}
              h={96}
              fit="cover"
              radius="md"
              style={{ border: '1px solid var(--mantine-color-gray-3)' }}
              data-testid={`${testId}-picture`}
            />
          </Anchor>
        ) : (
          <Anchor
            key={file.attachmentId}
            {...common}
            download={file.fileName}
            aria-label={t`${name} (downloads the file)`}
            underline="never"
            maw="100%"
            data-kind="file"
          >
            <Paper withBorder radius="md" px="sm" py="xs" maw={320}>
              <Group gap="xs" wrap="nowrap">
                <Badge variant="light" color="red" radius="sm" style={{ flexShrink: 0 }}>
                  PDF
                </Badge>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} c="blue.8" style={{ overflowWrap: 'anywhere' }}>
                    {file.fileName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {fileSize(file.sizeBytes, i18n.locale)}
                  </Text>
                </div>
              </Group>
            </Paper>
          </Anchor>
        );
      })}
    </Group>
  );
}
