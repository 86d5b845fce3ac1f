import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConnectionsService, type StoryRequest, type StoryView } from '../../../api/generated/client';
import { NOTE_MAX } from '../../../api/generated/rules/rules';
import { GrowingTextarea } from '../../../components/growing-textarea';
import { problemMessages } from '../../../lib/problem';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { ruleMessageOrText } from '../../../lib/rule-messages';
import { authorized } from '../../../lib/session/auth-client';
import { showToast } from '../../../lib/toast';
import { checkNote } from '../model/replies';

const storyKey = (requestId: number) => [...QUERY_KEYS.inbox, 'story', requestId];

/**
 * An engaged pair's success story (docs/rules.md rule 48): a few lines either may write, and each one's consent; it
 * goes to the moderators only when both agreed to the same words, and to the home page only when published. The home
 * page shows the first names and the words, never a photo.
 */
export function StoryForm({ requestId, name }: { requestId: number; name: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const story = useQuery({
    queryKey: storyKey(requestId),
    queryFn: () => authorized(() => ConnectionsService.getSuccessStory({ requestId })),
  });
  const [draft, setDraft] = useState<string | null>(null);
  const [consent, setConsent] = useState<boolean | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (requestBody: StoryRequest) => authorized(() => ConnectionsService.saveSuccessStory({ requestBody })),
    onSuccess: (saved: StoryView) => {
      queryClient.setQueryData(storyKey(requestId), saved);
      setDraft(null);
      setConsent(null);
      showToast({ message: t`Your story is saved.`, color: 'green' });
    },
    onError: (error) => showToast({ message: problemMessages(error, i18n).join('\n'), color: 'red' }),
  });
  const data = story.data;
  if (!data) return null;
  const words = draft ?? data.words ?? '';
  const agreed = consent ?? data.myConsent;
  const decided = data.status === 'published' || data.status === 'declined';
  const state =
    data.status === 'published'
      ? t`Published on the home page. Thank you!`
      : data.status === 'declined'
        ? t`The moderators did not publish this story.`
        : data.status === 'submitted'
          ? t`You both agreed: the story is with the moderators.`
          : data.theirConsent
            ? t`${name} agreed to these words.`
            : data.words
              ? t`Waiting for ${name} to agree.`
              : t`Nothing written yet.`;

  return (
    <Stack gap="xs" mt="sm" data-testid="story-form">
      <Text size="sm" fw={600}>
        <Trans>Share your story with the samaj?</Trans>
      </Text>
      <Text size="xs" c="dimmed">
        <Trans>
          A few lines about how you met. The home page shows your first names and these words, never a photo, and only
          once you both agree and a moderator publishes it.
        </Trans>
      </Text>
      <GrowingTextarea
        aria-label={t`Your story`}
        description={t`${words.length} / ${NOTE_MAX} characters`}
        minRows={2}
        maxRows={6}
        maxLength={NOTE_MAX}
        disabled={decided}
        value={words}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setInvalid(null);
        }}
        error={invalid}
        data-testid="story-words"
      />
      <Checkbox
        label={t`I agree to publish these words with our first names`}
        checked={agreed}
        disabled={decided}
        onChange={(event) => setConsent(event.currentTarget.checked)}
        data-testid="story-consent"
      />
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="xs" c="teal.8" data-testid="story-status" data-status={data.status}>
          {state}
        </Text>
        {!decided && (
          <Button
            size="xs"
            loading={save.isPending}
            onClick={() => {
              const changed = draft !== null && draft.trim() !== (data.words ?? '');
              if (changed || !data.words) {
                const check = checkNote(words);
                if (!check.ok) {
                  setInvalid(ruleMessageOrText(check.code, i18n));
                  return;
                }
                save.mutate({ requestId, words: check.text, consent: agreed });
              } else {
                save.mutate({ requestId, consent: agreed });
              }
            }}
            data-testid="story-save"
          >
            <Trans>Save</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  );
}
