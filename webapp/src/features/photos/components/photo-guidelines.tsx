import { Trans } from '@lingui/react/macro';
import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { PHOTO_MAX_BYTES } from '../../../api/generated/rules/rules';

/** Document 001 §5: what makes a good profile photo (the same words as the wizard's photo step). */
export function PhotoGuidelines() {
  const maxMb = Math.round(PHOTO_MAX_BYTES / (1024 * 1024));
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="photo-guidelines">
      <Stack gap="xs">
        <Title order={2} size="h5" c="green.9">
          <Trans>Photo guidelines</Trans>
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>
            <Trans>A recent, passport-size photo of you alone</Trans>
          </List.Item>
          <List.Item>
            <Trans>No group photo</Trans>
          </List.Item>
          <List.Item>
            <Trans>No side-face photo</Trans>
          </List.Item>
          <List.Item>
            <Trans>No sunglasses</Trans>
          </List.Item>
          <List.Item>
            <Trans>No blurry photo</Trans>
          </List.Item>
        </List>
        <Text size="xs" c="dimmed">
          <Trans>One JPEG or PNG image, at most {maxMb} MB. Your photo is shown only to approved members.</Trans>
        </Text>
        <Text size="xs" c="dimmed">
          <Trans>A photo you add now is shown to others once a moderator approves it.</Trans>
        </Text>
      </Stack>
    </Paper>
  );
}
