import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { currentPassword, email, otp, password, personName } from '../../../api/generated/rules/rules';
import { CodeInput } from '../../../components/code-input';
import { ProblemAlert } from '../../../components/problem-alert';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAcceptFamilyInvitation } from '../api/accept-family-invitation';
import { completeSignIn } from '../forms/complete-sign-in';
import { zodValidate } from '../forms/zod-validate';
import { AuthCard } from './auth-card';

/** An account the address already has: its password. */
const existingSchema = z.object({ email, code: otp, password: currentPassword });
/** A new account: the names and a new password, as at registration. */
const newSchema = z.object({ email, code: otp, password, firstName: personName, lastName: personName });

interface Values {
  email: string;
  code: string;
  password: string;
  firstName: string;
  lastName: string;
  hasAccount: boolean;
}

/**
 * /auth/family (docs/rules.md rule 46): a family member accepts an invitation to look after a profile, with the code
 * of the e-mail, and signs in with their own account: the one their address has, or one made now (names and a new
 * password). They arrive acting for the profile, with the rights its person gave.
 */
export function FamilyInvitationPage({ initialEmail }: { initialEmail?: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Accept an invitation`);
  const navigate = useNavigate();
  const form = useForm<Values>({
    initialValues: { email: initialEmail ?? '', code: '', password: '', firstName: '', lastName: '', hasAccount: false },
    validate: (values) =>
      values.hasAccount ? zodValidate(existingSchema)(values) : zodValidate(newSchema)(values),
  });
  const accept = useAcceptFamilyInvitation({
    onSuccess: (answer) => void navigate({ to: completeSignIn(answer) }),
  });
  const hasAccount = form.values.hasAccount;

  return (
    <AuthCard
      title={<Trans>Accept an invitation</Trans>}
      subtitle={<Trans>A family member invited you to help look after their profile. Enter the code from the e-mail.</Trans>}
    >
      <ProblemAlert error={accept.error} />
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          accept.mutate({
            email: values.email.trim(),
            code: values.code,
            password: values.password,
            firstName: values.hasAccount ? undefined : values.firstName.trim(),
            lastName: values.hasAccount ? undefined : values.lastName.trim(),
          }),
        )}
      >
        <Stack gap="md">
          <TextInput
            label={t`Your e-mail`}
            description={t`The address the invitation came to.`}
            type="email"
            autoComplete="email"
            withAsterisk
            data-testid="family-accept-email"
            {...form.getInputProps('email')}
          />
          <CodeInput data-testid="family-accept-code" {...form.getInputProps('code')} />
          <Checkbox
            label={t`I already have a Sagpan account with this e-mail`}
            description={t`Then enter its password: you look after the profile from that account.`}
            data-testid="family-accept-has-account"
            {...form.getInputProps('hasAccount', { type: 'checkbox' })}
          />
          {!hasAccount && (
            <Group grow gap="sm" wrap="wrap" align="flex-start">
              <TextInput
                label={t`Your first name`}
                autoComplete="given-name"
                withAsterisk
                miw={160}
                data-testid="family-accept-first-name"
                {...form.getInputProps('firstName')}
              />
              <TextInput
                label={t`Your surname`}
                autoComplete="family-name"
                withAsterisk
                miw={160}
                data-testid="family-accept-last-name"
                {...form.getInputProps('lastName')}
              />
            </Group>
          )}
          <PasswordInput
            label={hasAccount ? t`Your password` : t`Choose a password`}
            description={hasAccount ? undefined : t`You sign in with this e-mail and this password.`}
            autoComplete={hasAccount ? 'current-password' : 'new-password'}
            withAsterisk
            data-testid="family-accept-password"
            {...form.getInputProps('password')}
          />
          <Text size="xs" c="dimmed">
            <Trans>
              You see and do only what the person allows, and everything you do is named. They can remove you at any
              time.
            </Trans>
          </Text>
          <Button type="submit" loading={accept.isPending} fullWidth data-testid="family-accept-submit">
            <Trans>Accept and sign in</Trans>
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
