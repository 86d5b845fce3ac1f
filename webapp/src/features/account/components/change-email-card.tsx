import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Flex, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { AccountInfo } from '../../../api/generated/client';
import { EMAIL_MAX, OTP_TTL_SECS } from '../../../api/generated/rules/rules';
import { ProblemAlert } from '../../../components/problem-alert';
import { showToast } from '../../../lib/toast';
import { useChangeEmailAddress } from '../api/change-email-address';
import { useVerifyEmailAddress } from '../api/verify-email-address';
import {
  emptyEmailValues,
  translateCodes,
  validateCode,
  validateEmail,
  type CodeValues,
  type EmailValues,
} from '../model/forms';
import { alertError, ruleFieldErrors } from '../../../components/profile-form/form-errors';
import { CodeInput } from '../../../components/code-input';
import { SectionCard } from './section-card';

const ADDRESS_FIELDS = ['email', 'password'] as const;
const CODE_FIELDS = ['otp'] as const;

/**
 * A new e-mail in two steps: the new address and the password (a code goes to the new address), then that code.
 * When a code was asked for a little earlier (`pendingEmail`), the card opens on the second step.
 */
export function ChangeEmailCard({ info }: { info: AccountInfo }) {
  const current = info.email;
  // The address that waits for its code; null on the first step.
  const [sentTo, setSentTo] = useState<string | null>(() => info.pendingEmail ?? null);
  return (
    <SectionCard
      title={<Trans>Change e-mail</Trans>}
      description={<Trans>Your e-mail now: {current}</Trans>}
      testId="change-email"
    >
      {sentTo === null ? (
        <AddressStep onSent={setSentTo} />
      ) : (
        <CodeStep email={sentTo} onBack={() => setSentTo(null)} onDone={() => setSentTo(null)} />
      )}
    </SectionCard>
  );
}

function AddressStep({ onSent }: { onSent: (email: string) => void }) {
  const { t, i18n } = useLingui();
  const form = useForm<EmailValues>({ initialValues: emptyEmailValues(), validate: (values) => translateCodes(validateEmail(values), i18n) });
  const change = useChangeEmailAddress({
    onSuccess: (answer, request) => {
      showToast({ message: answer.message || t`We sent a code to the new address.` });
      onSent(request.email);
    },
    // Another member's address (409) and "this is already your e-mail" (422) belong under the address.
    onError: (error) => form.setErrors(ruleFieldErrors(error, ADDRESS_FIELDS, i18n, 'email')),
  });
  const placed = ruleFieldErrors(change.error, ADDRESS_FIELDS, i18n, 'email');

  return (
    <form
      onSubmit={form.onSubmit((values) => change.mutate({ email: values.email.trim(), password: values.password }))}
      noValidate
      data-testid="change-email-form"
      data-step="address"
    >
      <Stack gap="md">
        <ProblemAlert error={alertError(change.error, placed)} />
        <TextInput
          label={t`New e-mail`}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          withAsterisk
          data-testid="change-email-address"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t`Your password`}
          autoComplete="current-password"
          withAsterisk
          data-testid="change-email-password"
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending} w={{ base: '100%', sm: 'auto' }} data-testid="change-email-send">
            <Trans>Send code</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CodeStep({ email, onBack, onDone }: { email: string; onBack: () => void; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const form = useForm<CodeValues>({ initialValues: { otp: '' }, validate: (values) => translateCodes(validateCode(values), i18n) });
  const verify = useVerifyEmailAddress({
    onSuccess: (answer) => {
      showToast({ message: answer.message || t`Your e-mail has been changed.` });
      onDone();
    },
    // A wrong or expired code (422) is said under the code.
    onError: (error) => form.setErrors(ruleFieldErrors(error, CODE_FIELDS, i18n, 'otp')),
  });
  const placed = ruleFieldErrors(verify.error, CODE_FIELDS, i18n, 'otp');
  const minutes = OTP_TTL_SECS / 60;

  return (
    <form
      onSubmit={form.onSubmit((values) => verify.mutate({ email, otp: values.otp }))}
      noValidate
      data-testid="change-email-form"
      data-step="code"
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            We sent a six-digit code to{' '}
            <Text span fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="change-email-sent-to">
              {email}
            </Text>
            . Enter it here to change your e-mail.
          </Trans>
        </Text>
        <ProblemAlert error={alertError(verify.error, placed)} />
        <CodeInput data-testid="change-email-code" {...form.getInputProps('otp')} />
        {/* On a phone the button comes first, full width, and the way back below it. */}
        <Flex
          direction={{ base: 'column-reverse', sm: 'row' }}
          justify="space-between"
          align={{ base: 'stretch', sm: 'center' }}
          gap="sm"
        >
          <Anchor component="button" type="button" size="sm" onClick={onBack} data-testid="change-email-back">
            <Trans>Use another address</Trans>
          </Anchor>
          <Button type="submit" loading={verify.isPending} data-testid="change-email-confirm">
            <Trans>Confirm new e-mail</Trans>
          </Button>
        </Flex>
        <Alert variant="light" color="blue" p="sm">
          <Text size="sm">
            <Trans>
              The code is valid for {minutes} minutes. If it does not arrive, check that the address is right and look in the
              spam or junk folder; to send a new code, go back and enter the address again.
            </Trans>
          </Text>
        </Alert>
      </Stack>
    </form>
  );
}
