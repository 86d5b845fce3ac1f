import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, PasswordInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { email, otp, password } from '../../../api/generated/rules/rules';
import { CodeInput } from '../../../components/code-input';
import { ProblemAlert } from '../../../components/problem-alert';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGiveConsent } from '../api/give-consent';
import { completeSignIn } from '../forms/complete-sign-in';
import { zodValidate } from '../forms/zod-validate';
import { AuthCard } from './auth-card';

const agreeSchema = z.object({ email, code: otp });
const takeOverSchema = z.object({ email, code: otp, password });

interface Values {
  email: string;
  code: string;
  choice: 'agree' | 'take-over';
  password: string;
}

/**
 * /auth/consent (docs/rules.md rule 46): the person of a profile someone else created agrees to it with the code sent
 * to their own e-mail; no sign-in is needed. They may agree and leave it with whoever created it, or take it over
 * alone: they then sign in with their e-mail and a password of their own, and nobody else can.
 */
export function ConsentPage({ initialEmail }: { initialEmail?: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Your agreement`);
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { email: initialEmail ?? '', code: '', choice: 'agree', password: '' },
    validate: (values) =>
      values.choice === 'take-over' ? zodValidate(takeOverSchema)(values) : zodValidate(agreeSchema)(values),
  });
  const give = useGiveConsent({
    onSuccess: (answer) => {
      if (answer.signIn) {
        void navigate({ to: completeSignIn(answer.signIn) });
        return;
      }
      setAgreed(answer.message);
    },
  });
  const takeOver = form.values.choice === 'take-over';

  if (agreed) {
    return (
      <AuthCard title={<Trans>Your agreement</Trans>}>
        <Alert color="green" variant="light" data-testid="consent-given">
          {agreed}
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={<Trans>Your agreement</Trans>}
      subtitle={
        <Trans>
          Someone in your family is creating a matrimonial profile for you. Nobody sees it unless you agree. Enter the
          code from the e-mail.
        </Trans>
      }
    >
      <ProblemAlert error={give.error} />
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          give.mutate({
            email: values.email.trim(),
            code: values.code,
            takeOver: values.choice === 'take-over',
            password: values.choice === 'take-over' ? values.password : undefined,
          }),
        )}
      >
        <Stack gap="md">
          <TextInput
            label={t`Your e-mail`}
            description={t`The address the code came to.`}
            type="email"
            autoComplete="email"
            withAsterisk
            data-testid="consent-page-email"
            {...form.getInputProps('email')}
          />
          <CodeInput data-testid="consent-page-code" {...form.getInputProps('code')} />
          <Radio.Group label={t`What would you like?`} {...form.getInputProps('choice')}>
            <Stack gap={8} mt={6}>
              <Radio
                value="agree"
                label={t`I agree, and my family may look after the profile with me`}
                data-testid="consent-page-agree"
              />
              <Radio
                value="take-over"
                label={t`I agree, and I take the profile over myself`}
                description={t`You sign in with this e-mail and your own password; nobody else can, and you may invite family members later.`}
                data-testid="consent-page-take-over"
              />
            </Stack>
          </Radio.Group>
          {takeOver && (
            <PasswordInput
              label={t`Choose a password`}
              autoComplete="new-password"
              withAsterisk
              data-testid="consent-page-password"
              {...form.getInputProps('password')}
            />
          )}
          <Text size="xs" c="dimmed">
            <Trans>If you do not agree, do nothing: the profile is shown to nobody.</Trans>
          </Text>
          <Button type="submit" loading={give.isPending} fullWidth data-testid="consent-page-submit">
            {takeOver ? <Trans>Agree and take it over</Trans> : <Trans>I agree</Trans>}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
