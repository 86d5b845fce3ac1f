import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { email, otp, OTP_RESEND_SECS } from '../../../api/generated/rules/rules';
import { ProblemAlert } from '../../../components/problem-alert';
import { AnchorLink } from '../../../components/router-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSendSignInCode } from '../api/send-sign-in-code';
import { useSignInWithCode } from '../api/sign-in-with-code';
import { completeSignIn } from '../forms/complete-sign-in';
import { toastSuccess } from '../forms/toast';
import { useCountdown } from '../forms/use-countdown';
import { zodValidate } from '../forms/zod-validate';
import { AuthCard } from './auth-card';
import { CodeInput } from '../../../components/code-input';

const emailSchema = z.object({ email });
const codeSchema = z.object({ email, otp });
type Values = z.infer<typeof codeSchema>;

/** Sign-in with a code: the e-mail first, then the six digits that arrive there. */
export function OtpRequestPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Sign in with a code`);
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [remaining, restart] = useCountdown(0);
  const form = useForm<Values>({
    initialValues: { email: '', otp: '' },
    validate: (values) => (sentTo ? zodValidate(codeSchema)(values) : zodValidate(emailSchema)(values)),
  });

  const send = useSendSignInCode({
    onSuccess: (answer, address) => {
      setSentTo(address);
      restart(OTP_RESEND_SECS);
      toastSuccess(answer.message);
    },
  });

  const verify = useSignInWithCode({
    onSuccess: (answer) => void navigate({ to: completeSignIn(answer) }),
  });

  const error = verify.error ?? send.error;

  return (
    <AuthCard
      title={<Trans>Sign in with a code</Trans>}
      subtitle={<Trans>We will e-mail you a six-digit code. Enter it here to sign in without your password.</Trans>}
    >
      <ProblemAlert error={error} />
      <form
        onSubmit={form.onSubmit((values) =>
          sentTo ? verify.mutate(values) : send.mutate(values.email.trim()),
        )}
        noValidate
      >
        <Stack gap="md">
          <TextInput
            label={t`E-mail`}
            type="email"
            autoComplete="email"
            withAsterisk
            readOnly={Boolean(sentTo)}
            data-testid="otp-request-email"
            {...form.getInputProps('email')}
          />
          {sentTo ? (
            <>
              <CodeInput data-testid="otp-request-code" autoFocus {...form.getInputProps('otp')} />
              <Group justify="space-between" gap="xs">
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => {
                    setSentTo(null);
                    form.setFieldValue('otp', '');
                  }}
                >
                  <Trans>Use another e-mail</Trans>
                </Anchor>
                {remaining > 0 ? (
                  <Text size="sm" c="dimmed">
                    <Trans>Resend the code in {remaining} s</Trans>
                  </Text>
                ) : (
                  <Anchor component="button" type="button" size="sm" onClick={() => send.mutate(sentTo)}>
                    <Trans>Resend the code</Trans>
                  </Anchor>
                )}
              </Group>
              <Button type="submit" fullWidth loading={verify.isPending} data-testid="otp-request-submit">
                <Trans>Sign in</Trans>
              </Button>
            </>
          ) : (
            <Button type="submit" fullWidth loading={send.isPending} data-testid="otp-request-send">
              <Trans>Send code</Trans>
            </Button>
          )}
          <Text size="sm" ta="center">
            <AnchorLink to="/auth/login">
              <Trans>Sign in with your password</Trans>
            </AnchorLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
