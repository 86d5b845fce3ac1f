import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminService, type StoryDecision } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { problemMessages } from '../../../lib/problem';
import { authorized } from '../../../lib/session/auth-client';
import { showToast } from '../../../lib/toast';

const KEY = ['admin', 'success-stories'];

/**
 * Success stories both members of an engaged pair agreed to (docs/rules.md rule 48), for a moderator to publish on
 * the home page (first names and words only) or decline.
 */
export function SuccessStories() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const stories = useQuery({ queryKey: KEY, queryFn: () => authorized(() => AdminService.getSuccessStories()) });
  const decide = useMutation({
    mutationFn: (requestBody: StoryDecision) =>
      authorized(() => AdminService.decideSuccessStory({ requestBody, acceptLanguage: apiLocale() })),
    onSuccess: (answer) => showToast({ message: answer.message, color: 'green' }),
    onError: (error) => showToast({ message: problemMessages(error, i18n).join('\n'), color: 'red' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  const list = stories.data ?? [];

  return (
    <Stack gap="xs" data-testid="admin-stories">
      <Title order={2} size="h4" mt="xs">
        <Trans>Success stories</Trans>
      </Title>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="admin-stories-none">
          <Trans>No story waits for a decision.</Trans>
        </Text>
      ) : (
        list.map((story) => (
          <Paper
            key={story.storyId}
            withBorder
            radius="md"
            p="md"
            data-testid="admin-story"
            data-story-id={story.storyId}
          >
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {story.names}{' '}
              <Text span size="xs" c="dimmed">
                ({story.profileIds.join(', ')})
              </Text>
            </Text>
            <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {story.words}
            </Text>
            <Group gap="xs" mt="sm" wrap="wrap">
              <Button
                size="xs"
                color="green"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ storyId: story.storyId, publish: true })}
                data-testid="admin-story-publish"
              >
                <Trans>Publish on the home page</Trans>
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ storyId: story.storyId, publish: false })}
                data-testid="admin-story-decline"
              >
                <Trans>Decline</Trans>
              </Button>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}
