import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { email as emailRule } from '../../../api/generated/rules/rules';
import { ProblemAlert } from '../../../components/problem-alert';
import { serverFieldErrors } from '../../../components/profile-form/form-errors';
import { formatTime } from '../../../lib/relative-time';
import { ruleMessageOrText } from '../../../lib/rule-messages';
import { updateUser } from '../../../lib/session/session-store';
import { getAccountStatus } from '../../../lib/session/use-session-status-sync';
import { showToast } from '../../../lib/toast';
import { usePersonConsent, useSendConsentCode } from '../api/person-consent';

/**
 * The wizard's last word for a profile someone else created (docs/rules.md rule 46): it is finished, and reaches the
 * moderators once its person agrees with a code sent to their own e-mail, on a page of their own. The account holder
 * gives that address here and may send the code again; once the person agrees the profile moves on by itself (the
 * live status event takes the page to the profile).
 */
export function ConsentPanel({ firstName }: { firstName: string }) {
  const { t, i18n } = useLingui();
  const consent = usePersonConsent();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const send = useSendConsentCode({
    onSuccess: (state) => {
      const address = state.email ?? '';
      showToast({ message: t`The code is on its way to ${address}.` });
      setEmail('');
    },
  });
  const placed = serverFieldErrors(send.error, ['email'], i18n);
  const navigate = useNavigate();
  const consentedOn = consent.data?.consentedOn;
  // Once the person agrees, the profile has gone to the moderators: the page follows the server's status.
  useEffect(() => {
    if (!consentedOn) return;
    void getAccountStatus().then((status) => {
      updateUser({ profileStatus: status.profileStatus });
      void navigate({ to: '/', replace: true });
    });
  }, [consentedOn, navigate]);
  const sentTo = consent.data?.email;
  const until = consent.data?.codeValidUntil
    ? formatTime(consent.data.codeValidUntil, i18n.locale, { dateStyle: 'medium' })
    : null;

  const submit = () => {
    const checked = emailRule.safeParse(email.trim());
    if (!checked.success) {
      setInvalid(ruleMessageOrText(checked.error.issues[0]?.message ?? 'required', i18n));
      return;
    }
    send.mutate(checked.data);
  };

  return (
    <Stack gap="md" data-testid="consent-panel">
      <Title order={2} size="h3">
        <Trans>One step left: {firstName}’s agreement</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          The profile is complete. Because someone else created it, it reaches the moderators and other families only
          once {firstName} agrees, with a code sent to their own e-mail. They confirm on a page of their own, and may
          take the profile over themselves there.
        </Trans>
      </Text>
      {sentTo && (
        <Alert color={until ? 'blue' : 'orange'} variant="light" data-testid="consent-sent">
          {until ? (
            <Trans>
              A code went to {sentTo}, valid until {until}. Once {firstName} agrees, the profile goes to the moderators.
            </Trans>
          ) : (
            <Trans>The code sent to {sentTo} no longer works. Send a new one.</Trans>
          )}
        </Alert>
      )}
      {Object.keys(placed).length === 0 && <ProblemAlert error={send.error} />}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t`${firstName}’s own e-mail`}
            description={t`Not the one you sign in with: the code must reach ${firstName} alone.`}
            type="email"
            withAsterisk
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setInvalid(null);
            }}
            error={invalid ?? placed.email}
            data-testid="consent-email"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending} w={{ base: '100%', xs: 'auto' }} data-testid="consent-send">
              {sentTo ? <Trans>Send a new code</Trans> : <Trans>Send the code</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
