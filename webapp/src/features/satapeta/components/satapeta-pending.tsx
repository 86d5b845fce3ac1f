import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { SatapetaSibling } from '../../../api/generated/client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ProblemAlert } from '../../../components/problem-alert';
import { alertError, serverFieldErrors } from '../../../components/profile-form/form-errors';
import { ruleMessageOrText } from '../../../lib/rule-messages';
import { showToast } from '../../../lib/toast';
import { useDisableSatapeta } from '../api/disable-satapeta';
import { useVerifySatapetaCode } from '../api/verify-satapeta-code';
import { CODE_FIELDS, codeExpiryTime, siblingName, validateSatapetaCode } from '../model/satapeta';
import { CodeInput } from '../../../components/code-input';

/**
 * Pending: a code went to the sibling, who is named only by the profile id the member typed until the code proves the
 * link (the server gives no name before). The member enters it to link the two profiles, asks for a new code (the form
 * again), or cancels the request behind a confirmation.
 */
export function SatapetaPending({
  sibling,
  codeExpiresOn,
  onNewCode,
}: {
  sibling: SatapetaSibling;
  codeExpiresOn?: string | null;
  onNewCode: () => void;
}) {
  const { t, i18n } = useLingui();
  const [cancelOpen, setCancelOpen] = useState(false);
  const profileId = sibling.profileId;
  const until = codeExpiryTime(codeExpiresOn, i18n.locale);

  const form = useForm({
    mode: 'controlled',
    initialValues: { otp: '' },
    validate: (values) =>
      Object.fromEntries(Object.entries(validateSatapetaCode(values)).map(([field, code]) => [field, ruleMessageOrText(code, i18n)])),
  });

  const verify = useVerifySatapetaCode({
    onSuccess: (answer) => {
      const name = answer.sibling ? siblingName(answer.sibling) : profileId;
      showToast({ message: answer.message ?? t`Your profile is now linked with ${name}.` });
    },
    onError: (error) => form.setErrors(serverFieldErrors(error, CODE_FIELDS, i18n)),
  });
  const cancel = useDisableSatapeta({
    onSuccess: (answer) => {
      setCancelOpen(false);
      showToast({ message: answer.message ?? t`The satapeta request is cancelled.` });
    },
  });
  const busy = verify.isPending || cancel.isPending;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="satapeta-pending">
      <form onSubmit={form.onSubmit((values) => verify.mutate(values.otp.trim()))} noValidate data-testid="satapeta-code-form">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              <Trans>Enter the code</Trans>
            </Title>
            <Text mt={4} style={{ overflowWrap: 'anywhere' }} data-testid="satapeta-pending-sibling">
              <Trans>A code was sent to the member with profile id {profileId}.</Trans>
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {until ? (
                <Trans>Ask them for the six-digit code and enter it here. It works until {until}.</Trans>
              ) : (
                <Trans>Ask them for the six-digit code and enter it here.</Trans>
              )}
            </Text>
          </div>
          <ProblemAlert error={alertError(verify.error, serverFieldErrors(verify.error, CODE_FIELDS, i18n))} />
          <CodeInput
            label={t`Code from your sibling`}
            autofill={false}
            data-testid="satapeta-code"
            {...form.getInputProps('otp')}
          />
          <Group justify="space-between" gap="sm">
            <Anchor component="button" type="button" size="sm" onClick={onNewCode} disabled={busy} data-testid="satapeta-new-code">
              <Trans>Send a new code</Trans>
            </Anchor>
            <Anchor
              component="button"
              type="button"
              size="sm"
              c="red.8"
              onClick={() => {
                cancel.reset();
                setCancelOpen(true);
              }}
              disabled={busy}
              data-testid="satapeta-cancel"
            >
              <Trans>Cancel the request</Trans>
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={verify.isPending} disabled={cancel.isPending} data-testid="satapeta-verify">
            <Trans>Link our profiles</Trans>
          </Button>
        </Stack>
      </form>
      <ConfirmDialog
        opened={cancelOpen}
        title={t`Cancel the satapeta request?`}
        intro={<Trans>The code sent to {profileId} stops working. You can send a new one at any time.</Trans>}
        confirmLabel={<Trans>Cancel the request</Trans>}
        cancelLabel={<Trans>Keep it</Trans>}
        busy={cancel.isPending}
        error={cancel.error}
        onConfirm={() => cancel.mutate()}
        onClose={() => setCancelOpen(false)}
        testId="satapeta-cancel-dialog"
        confirmTestId="satapeta-cancel-dialog-confirm"
      />
    </Paper>
  );
}
