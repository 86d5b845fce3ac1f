import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { email } from '../../../api/generated/rules/rules';
import { ProblemAlert } from '../../../components/problem-alert';
import { AnchorLink } from '../../../components/router-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { saveResetEmail } from '../forms/pending-verification';
import { toastSuccess } from '../forms/toast';
import { zodValidate } from '../forms/zod-validate';
import { AuthCard } from './auth-card';

const schema = z.object({ email });
type Values = z.infer<typeof schema>;

export function ForgotPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Forgot password`);
  const navigate = useNavigate();
  const form = useForm<Values>({ initialValues: { email: '' }, validate: zodValidate(schema) });

  const send = useRequestPasswordReset({
    onSuccess: (answer, address) => {
      saveResetEmail(address.trim());
      toastSuccess(answer.message);
      void navigate({ to: '/auth/new-password' });
    },
  });

  return (
    <AuthCard
      title={<Trans>Forgot password</Trans>}
      subtitle={<Trans>Enter the e-mail of your account. We will send you a code to set a new password.</Trans>}
    >
      <ProblemAlert error={send.error} />
      <form onSubmit={form.onSubmit((values) => send.mutate(values.email))} noValidate>
        <Stack gap="md">
          <TextInput
            label={t`E-mail`}
            type="email"
            autoComplete="email"
            withAsterisk
            data-testid="forgot-email"
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth loading={send.isPending} data-testid="forgot-submit">
            <Trans>Send code</Trans>
          </Button>
          <Text size="sm" ta="center">
            <AnchorLink to="/auth/login">
              <Trans>Back to sign in</Trans>
            </AnchorLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
