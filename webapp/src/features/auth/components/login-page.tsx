import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { currentPassword, loginId } from '../../../api/generated/rules/rules';
import { ProblemAlert } from '../../../components/problem-alert';
import { AnchorLink, ButtonLink } from '../../../components/router-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLogin } from '../api/login';
import { CaptchaStatus } from '../../../components/captcha/captcha-status';
import { useCaptcha } from '../../../components/captcha/use-captcha';
import { completeSignIn } from '../forms/complete-sign-in';
import { zodValidate } from '../forms/zod-validate';
import { AuthCard } from './auth-card';
import { useReleaseAdopted } from '../../../lib/prerendered';

const schema = z.object({ username: loginId, password: currentPassword });
type Values = z.infer<typeof schema>;

export function LoginPage() {
  // A prerendered page's controls here wait until the app has adopted them (lib/prerendered.ts).
  useReleaseAdopted();
  const { t } = useLingui();
  useDocumentTitle(t`Sign in`);
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const form = useForm<Values>({
    initialValues: { username: '', password: '' },
    validate: zodValidate(schema),
  });

  const login = useLogin({
    onSuccess: (answer) => void navigate({ to: completeSignIn(answer) }),
    onSettled: () => captcha.renew(),
  });

  return (
    <AuthCard title={<Trans>Sign in</Trans>} subtitle={<Trans>Welcome back. Sign in to continue.</Trans>}>
      <ProblemAlert error={login.error} />
      <form onSubmit={form.onSubmit((values) => login.mutate({ ...values, captchaToken: captcha.token }))} noValidate>
        <Stack gap="md">
          <TextInput
            label={t`Phone number or e-mail`}
            // Rule 44: only a verified number signs in; a member who registered one learns where to verify it.
            description={t`A mobile number signs in once you have verified it on your account page.`}
            autoComplete="username"
            withAsterisk
            data-testid="login-username"
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label={t`Password`}
            autoComplete="current-password"
            withAsterisk
            data-testid="login-password"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <AnchorLink to="/auth/forgot-password" size="sm">
              <Trans>Forgot password?</Trans>
            </AnchorLink>
          </Group>
          <CaptchaStatus captcha={captcha} />
          <Button type="submit" fullWidth loading={login.isPending} data-testid="login-submit">
            <Trans>Sign in</Trans>
          </Button>
          <ButtonLink to="/auth/otp-request" variant="light" fullWidth data-testid="login-request-otp">
            <Trans>Request OTP</Trans>
          </ButtonLink>
          <Text size="sm" ta="center">
            <Trans>New to Sagpan?</Trans>{' '}
            <AnchorLink to="/auth/registration" fw={600}>
              <Trans>Create an account</Trans>
            </AnchorLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
