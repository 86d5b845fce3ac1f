import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton, Stack, Switch, Text } from '@mantine/core';
import { problemMessages } from '../../../lib/problem';
import { showToast } from '../../../lib/toast';
import { usePrivacy, useSetPrivacy } from '../api/privacy';
import { SectionCard } from './section-card';

/**
 * The member's privacy (rule 47): private mode keeps the profile out of every list and search, and opens it only to
 * members the member sent a request to, accepted, or asked a question; browsing invisibly keeps the member's visits
 * from the visited. Each switch saves at once, and counts at once everywhere.
 */
export function PrivacyCard() {
  const { t, i18n } = useLingui();
  const privacy = usePrivacy();
  const save = useSetPrivacy(
    (message) => showToast({ message, color: 'green' }),
    (error) =>
      showToast({
        message: problemMessages(error, i18n).join('\n'),
        color: 'red',
      }),
  );
  const data = privacy.data;
  const privateMode = save.variables?.privateMode ?? data?.privateMode ?? false;
  const invisible = save.variables?.browseInvisibly ?? data?.browseInvisibly ?? false;
  const hideActive = save.variables?.hideLastActive ?? data?.hideLastActive ?? false;

  return (
    <SectionCard
      title={<Trans>Privacy</Trans>}
      description={<Trans>Choose who sees your profile and your visits. A change counts at once, everywhere.</Trans>}
      testId="account-privacy"
    >
      {!data ? (
        <Skeleton height={72} />
      ) : (
        <Stack gap="md">
          <Switch
            checked={privateMode}
            disabled={save.isPending}
            data-testid="private-mode-switch"
            label={t`Private mode`}
            description={t`Your profile is not shown in anyone's lists or search. Only the members you send a request to, accept, or ask a question see it. You browse as usual, and your visits are not shown.`}
            onChange={(event) =>
              save.mutate({
                privateMode: event.currentTarget.checked,
                browseInvisibly: invisible,
                hideLastActive: hideActive,
              })
            }
          />
          <Switch
            checked={invisible || privateMode}
            disabled={save.isPending || privateMode}
            data-testid="browse-invisibly-switch"
            label={t`Browse invisibly`}
            description={t`Members whose profiles you open do not see your visit in “Who visited me”.`}
            onChange={(event) =>
              save.mutate({
                privateMode,
                browseInvisibly: event.currentTarget.checked,
                hideLastActive: hideActive,
              })
            }
          />
          <Switch
            checked={hideActive}
            disabled={save.isPending}
            data-testid="hide-last-active-switch"
            label={t`Hide when I was last active`}
            description={t`Others then do not see “Active today” or “Active this week” on your card.`}
            onChange={(event) =>
              save.mutate({ privateMode, browseInvisibly: invisible, hideLastActive: event.currentTarget.checked })
            }
          />
          {privateMode && (
            <Text size="xs" c="dimmed" data-testid="private-mode-note">
              <Trans>In private mode your visits are never shown.</Trans>
            </Text>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
