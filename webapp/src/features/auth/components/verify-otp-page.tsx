import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { email, otp, OTP_RESEND_SECS } from '../../../api/generated/rules/rules';
import { OopsDialog } from '../../../components/oops-dialog';
import { ProblemAlert } from '../../../components/problem-alert';
import { AnchorLink, ButtonLink } from '../../../components/router-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useChangeEmail } from '../api/change-email';
import { useConfirmEmail } from '../api/confirm-email';
import { useResendEmailCode } from '../api/resend-email-code';
import { completeSignIn } from '../forms/complete-sign-in';
import { readPendingVerification, savePendingVerification, type PendingVerification } from '../forms/pending-verification';
import { toastSuccess } from '../forms/toast';
import { useCountdown } from '../forms/use-countdown';
import { zodValidate } from '../forms/zod-validate';
import { AuthCard } from './auth-card';
import { CodeInput } from '../../../components/code-input';

const codeSchema = z.object({ otp });
const changeSchema = z.object({ newEmailAddress: email });

/** Confirms the e-mail after registration or a sign-in with an unconfirmed address. */
export function VerifyOtpPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Confirm your e-mail`);
  const [pending, setPending] = useState<PendingVerification | null>(readPendingVerification);

  if (!pending) {
    return (
      <AuthCard title={<Trans>Confirm your e-mail</Trans>}>
        <Text>
          <Trans>Please sign in first: we then send a new code to your e-mail.</Trans>
        </Text>
        <ButtonLink to="/auth/login" fullWidth>
          <Trans>Sign in</Trans>
        </ButtonLink>
      </AuthCard>
    );
  }
  return <VerifyOtpForm pending={pending} onPendingChange={setPending} />;
}

function VerifyOtpForm({
  pending,
  onPendingChange,
}: {
  pending: PendingVerification;
  onPendingChange: (value: PendingVerification) => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  // The code was sent just before this screen opened.
  const [remaining, restart] = useCountdown(OTP_RESEND_SECS);
  const [changeOpen, setChangeOpen] = useState(false);
  const form = useForm({ initialValues: { otp: '' }, validate: zodValidate(codeSchema) });
  const changeForm = useForm({ initialValues: { newEmailAddress: '' }, validate: zodValidate(changeSchema) });

  const verify = useConfirmEmail({
    onSuccess: (answer) => void navigate({ to: completeSignIn(answer) }),
  });

  const resend = useResendEmailCode({
    onSuccess: (answer) => {
      restart(OTP_RESEND_SECS);
      toastSuccess(answer.message);
    },
  });

  const change = useChangeEmail({
    onSuccess: (answer) => {
      const next = { ...pending, email: answer.email };
      savePendingVerification(next);
      onPendingChange(next);
      setChangeOpen(false);
      changeForm.reset();
      form.reset();
      restart(OTP_RESEND_SECS);
      toastSuccess(answer.message);
    },
  });

  const address = pending.email;
  const submitChange = changeForm.onSubmit((values) =>
    change.mutate({
      emailAddress: pending.email,
      newEmailAddress: values.newEmailAddress.trim(),
      verificationToken: pending.verificationToken ?? '',
    }),
  );

  return (
    <AuthCard
      title={<Trans>Confirm your e-mail</Trans>}
      subtitle={
        <Trans>
          We sent a six-digit code to <b data-testid="verify-email">{address}</b>.
        </Trans>
      }
    >
      <ProblemAlert error={verify.error ?? resend.error} />
      <form onSubmit={form.onSubmit((values) => verify.mutate({ email: pending.email, otp: values.otp }))} noValidate>
        <Stack gap="md">
          <CodeInput data-testid="verify-otp-code" autoFocus {...form.getInputProps('otp')} />
          <Group justify="space-between" gap="xs">
            <Anchor component="button" type="button" size="sm" onClick={() => setChangeOpen(true)} data-testid="verify-change-email">
              <Trans>Change e-mail</Trans>
            </Anchor>
            {remaining > 0 ? (
              <Text size="sm" c="dimmed" data-testid="verify-countdown">
                <Trans>Resend the code in {remaining} s</Trans>
              </Text>
            ) : (
              <Anchor
                component="button"
                type="button"
                size="sm"
                disabled={resend.isPending}
                onClick={() => resend.mutate(pending.email)}
                data-testid="verify-resend"
              >
                <Trans>Resend the code</Trans>
              </Anchor>
            )}
          </Group>
          <Button type="submit" fullWidth loading={verify.isPending} data-testid="verify-submit">
            <Trans>Confirm</Trans>
          </Button>
          <Alert variant="light" color="blue" p="sm">
            <Text size="sm">
              <Trans>
                If the code does not arrive, check that the e-mail was entered correctly and check the spam or junk
                folder.
              </Trans>
            </Text>
          </Alert>
          <Text size="sm" ta="center">
            <AnchorLink to="/auth/login">
              <Trans>Back to sign in</Trans>
            </AnchorLink>
          </Text>
        </Stack>
      </form>

      <Modal
        opened={changeOpen}
        onClose={() => setChangeOpen(false)}
        title={<Trans>Change e-mail</Trans>}
        centered
        data-testid="change-email-modal"
      >
        <form onSubmit={submitChange} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              <Trans>We will send a new code to the new address.</Trans>
            </Text>
            <TextInput
              label={t`New e-mail`}
              type="email"
              autoComplete="email"
              withAsterisk
              data-testid="change-email-input"
              {...changeForm.getInputProps('newEmailAddress')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setChangeOpen(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={change.isPending} data-testid="change-email-submit">
                <Trans>Change and send code</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <OopsDialog error={change.error} onClose={() => change.reset()} />
    </AuthCard>
  );
}
