import { Trans, useLingui } from '@lingui/react/macro';
import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { email, otp, password } from '../../../api/generated/rules/rules';
import { ProblemAlert } from '../../../components/problem-alert';
import { AnchorLink } from '../../../components/router-link';
import { ruleMessage } from '../../../lib/rule-messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResetPassword } from '../api/reset-password';
import { readResetEmail } from '../forms/pending-verification';
import { toastSuccess } from '../forms/toast';
import { zodValidate } from '../forms/zod-validate';
import { AuthCard } from './auth-card';
import { CodeInput } from '../../../components/code-input';

const schema = z.object({
  email,
  otp,
  newPassword: password,
  confirmNewPassword: z.string().min(1, { error: 'required' }),
});
type Values = z.infer<typeof schema>;
const fieldRules = zodValidate(schema);

function validate(values: Values): Record<string, string> {
  const errors = fieldRules(values);
  if (!errors.confirmNewPassword && values.confirmNewPassword !== values.newPassword) {
    errors.confirmNewPassword = ruleMessage('passwords_mismatch') ?? '';
  }
  return errors;
}

export function NewPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Set a new password`);
  const navigate = useNavigate();
  const form = useForm<Values>({
    initialValues: { email: readResetEmail(), otp: '', newPassword: '', confirmNewPassword: '' },
    validate,
  });

  const reset = useResetPassword({
    onSuccess: (answer) => {
      toastSuccess(answer.message);
      void navigate({ to: '/auth/login' });
    },
  });

  return (
    <AuthCard
      title={<Trans>Set a new password</Trans>}
      subtitle={<Trans>Enter the code we e-mailed you and choose a new password.</Trans>}
    >
      <ProblemAlert error={reset.error} />
      <form onSubmit={form.onSubmit((values) => reset.mutate(values))} noValidate>
        <Stack gap="md">
          <TextInput
            label={t`E-mail`}
            type="email"
            autoComplete="email"
            withAsterisk
            data-testid="reset-email"
            {...form.getInputProps('email')}
          />
          <CodeInput data-testid="reset-otp" {...form.getInputProps('otp')} />
          <PasswordInput
            label={t`New password`}
            autoComplete="new-password"
            withAsterisk
            data-testid="reset-password"
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t`Confirm new password`}
            autoComplete="new-password"
            withAsterisk
            data-testid="reset-confirm-password"
            {...form.getInputProps('confirmNewPassword')}
          />
          <Button type="submit" fullWidth loading={reset.isPending} data-testid="reset-submit">
            <Trans>Save new password</Trans>
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
