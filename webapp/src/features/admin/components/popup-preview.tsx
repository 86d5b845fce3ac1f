import { Trans } from '@lingui/react/macro';
import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { HTTPS_URL_PATTERN } from '../../../api/generated/rules/rules';

/**
 * The popup as a visitor will see it in one language: a small dialog with the title, the text and the button, which
 * opens the link in a new tab. Empty fields show what belongs there, dimmed.
 */
export function PopupPreview({
  language,
  title,
  body,
  buttonText,
  link,
  testId,
}: {
  language: ReactNode;
  title: string;
  body: string;
  buttonText: string;
  link: string;
  testId: string;
}) {
  const href = HTTPS_URL_PATTERN.test(link.trim()) ? link.trim() : undefined;
  return (
    <Stack gap={4} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={500}>
        {language}
      </Text>
      <Paper withBorder shadow="md" radius="md" p="md" data-testid={testId}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap" mb="sm">
          <Text fw={600} c={title.trim() ? 'orange.9' : 'dimmed'} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {title.trim() || <Trans>Title</Trans>}
          </Text>
          <CloseButton size="sm" disabled aria-hidden tabIndex={-1} />
        </Group>
        <Text
          size="sm"
          c={body.trim() ? undefined : 'dimmed'}
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
        >
          {body.trim() || <Trans>Text</Trans>}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            maw="100%"
            data-disabled={href ? undefined : true}
            aria-disabled={href ? undefined : true}
            onClick={(event) => {
              if (!href) event.preventDefault();
            }}
            styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
          >
            {buttonText.trim() || <Trans>Button text</Trans>}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
