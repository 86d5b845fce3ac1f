import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { problemMessages } from '../../../lib/problem';
import { showToast } from '../../../lib/toast';
import { usePrivacy, useSetPrivacy } from '../api/privacy';

/**
 * Private mode offered to an approved woman until she chooses (rule 47), over the member pages: as the community's
 * bureaus show a match to the girl's side first, she may keep her profile to the members she shows interest in.
 * Either answer is a choice, and the offer is not shown again; the account page changes it later.
 */
export function PrivateModeOffer({ enabled }: { enabled: boolean }) {
  const { i18n } = useLingui();
  const privacy = usePrivacy(enabled);
  const save = useSetPrivacy(
    (message) => showToast({ message, color: 'green' }),
    (error) =>
      showToast({
        message: problemMessages(error, i18n).join('\n'),
        color: 'red',
      }),
  );
  if (!enabled || !privacy.data?.offerPrivateMode) return null;
  const choose = (privateMode: boolean) =>
    save.mutate({
      privateMode,
      browseInvisibly: privacy.data?.browseInvisibly ?? false,
    });

  return (
    <Alert
      color="grape"
      variant="light"
      radius="md"
      mt="md"
      title={<Trans>Keep your profile private?</Trans>}
      data-testid="private-mode-offer"
    >
      <Text size="sm">
        <Trans>
          In private mode your profile is not shown in lists or search. Only the members you send a request to or accept
          see it, as the samaj's bureaus show a match to the girl's side first. You can change this any time on your
          account page.
        </Trans>
      </Text>
      <Group gap="xs" mt="sm" wrap="wrap">
        <Button
          size="xs"
          color="grape"
          loading={save.isPending && save.variables?.privateMode}
          disabled={save.isPending}
          onClick={() => choose(true)}
          data-testid="offer-private"
        >
          <Trans>Keep it private</Trans>
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={save.isPending && !save.variables?.privateMode}
          disabled={save.isPending}
          onClick={() => choose(false)}
          data-testid="offer-visible"
        >
          <Trans>Stay visible to all</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
