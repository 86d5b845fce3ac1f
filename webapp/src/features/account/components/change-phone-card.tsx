import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Flex, Group, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { AccountInfo } from '../../../api/generated/client';
import { OTP_TTL_SECS, PHONE_MAX_DIGITS } from '../../../api/generated/rules/rules';
import { CodeInput } from '../../../components/code-input';
import { ProblemAlert } from '../../../components/problem-alert';
import { alertError, ruleFieldErrors } from '../../../components/profile-form/form-errors';
import { getCountriesQueryOptions } from '../../../lib/lookups/get-countries';
import { showToast } from '../../../lib/toast';
import { useVerification } from '../api/get-verification';
import { useSendPhoneCode } from '../api/send-phone-code';
import { useVerifyPhone } from '../api/verify-phone';
import {
  dialCodes,
  emptyPhoneValues,
  translateCodes,
  validateCode,
  validatePhone,
  type CodeValues,
  type PhoneValues,
} from '../model/forms';
import { SectionCard } from './section-card';

const FIELDS = ['countryCode', 'phoneNumber', 'password'] as const;
const CODE_FIELDS = ['otp'] as const;

/** A number waiting for the code texted to it. */
interface Sent {
  countryCode: string;
  phoneNumber: string;
}

/**
 * The mobile number (docs/rules.md rule 44): whether it is verified, verifying it with a code texted to it, and a new
 * number, which needs the password and changes only once its own code comes back.
 */
export function ChangePhoneCard({ info }: { info: AccountInfo }) {
  const current = `${info.countryCode} ${info.phoneNumber}`.trim();
  const verification = useVerification();
  const state = verification.data?.phone;
  // Until the state arrives the number shows without a word on it, rather than a guess.
  const verified = state ? Boolean(state.verifiedAt) : null;
  // The number that waits for its code; null on the first step.
  const [sent, setSent] = useState<Sent | null>(null);

  return (
    <SectionCard
      title={<Trans>Mobile number</Trans>}
      description={
        <Group gap="xs" component="span" wrap="wrap">
          <Trans>Your mobile number now: {current}</Trans>
          {verified !== null && <PhoneBadge verified={verified} />}
        </Group>
      }
      testId="change-phone"
    >
      {sent === null ? (
        <Stack gap="lg">
          {verified === false && (
            <VerifyOwn
              number={{ countryCode: info.countryCode, phoneNumber: info.phoneNumber }}
              onSent={setSent}
            />
          )}
          <NewNumberStep currentCode={info.countryCode} onSent={setSent} />
        </Stack>
      ) : (
        <CodeStep sent={sent} onBack={() => setSent(null)} onDone={() => setSent(null)} />
      )}
    </SectionCard>
  );
}

function PhoneBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge component="span" color="teal" variant="light" data-testid="phone-status" data-verified="true">
      <Trans>Verified</Trans>
    </Badge>
  ) : (
    <Badge component="span" color="orange" variant="light" data-testid="phone-status" data-verified="false">
      <Trans>Not verified</Trans>
    </Badge>
  );
}

/** The member's own number, not verified yet: one tap texts it a code. */
function VerifyOwn({ number, onSent }: { number: Sent; onSent: (sent: Sent) => void }) {
  const { t, i18n } = useLingui();
  const send = useSendPhoneCode({
    onSuccess: (answer) => {
      showToast({ message: answer.message || t`We texted a code to your number.` });
      onSent(number);
    },
  });
  return (
    <Stack gap="sm" data-testid="phone-verify-own">
      <Text size="sm">
        <Trans>
          Verify your number with a code we text to it: you can then sign in with it, and nobody else can claim it.
        </Trans>
      </Text>
      <ProblemAlert error={alertError(send.error, ruleFieldErrors(send.error, FIELDS, i18n, 'phoneNumber'))} />
      <Group justify="flex-end">
        <Button
          variant="light"
          loading={send.isPending}
          w={{ base: '100%', sm: 'auto' }}
          onClick={() => send.mutate(number)}
          data-testid="phone-verify-own-send"
        >
          <Trans>Verify this number</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/** A new number with its country code (+91 unless chosen otherwise) and the password: a code is texted to it. */
function NewNumberStep({ currentCode, onSent }: { currentCode: string; onSent: (sent: Sent) => void }) {
  const { t, i18n } = useLingui();
  // Not a suspending query: +91 is offered at once, the other codes once the list is there.
  const countries = useQuery(getCountriesQueryOptions());
  const codes = useMemo(() => dialCodes(countries.data?.result ?? [], currentCode), [countries.data, currentCode]);
  const form = useForm<PhoneValues>({
    initialValues: emptyPhoneValues(),
    validate: (values) => translateCodes(validatePhone(values), i18n),
  });
  const send = useSendPhoneCode({
    onSuccess: (answer, request) => {
      showToast({ message: answer.message || t`We texted a code to the new number.` });
      form.reset();
      onSent({ countryCode: request.countryCode, phoneNumber: request.phoneNumber });
    },
    // A number another member verified (409) and "already verified" (422) belong under the number.
    onError: (error) => form.setErrors(ruleFieldErrors(error, FIELDS, i18n, 'phoneNumber')),
  });
  const placed = ruleFieldErrors(send.error, FIELDS, i18n, 'phoneNumber');
  const { error: codeError, ...codeInput } = form.getInputProps('countryCode');

  return (
    <form
      onSubmit={form.onSubmit((values) => send.mutate({ ...values, phoneNumber: values.phoneNumber.trim() }))}
      noValidate
      data-testid="change-phone-form"
      data-step="number"
    >
      <Stack gap="md">
        <Text size="sm" fw={600}>
          <Trans>Change mobile number</Trans>
        </Text>
        <ProblemAlert error={alertError(send.error, placed)} />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <Select
            label={t`Code`}
            withAsterisk
            searchable
            allowDeselect={false}
            data={codes}
            w={104}
            style={{ flexShrink: 0 }}
            comboboxProps={{ width: 140, position: 'bottom-start' }}
            error={codeError}
            data-testid="change-phone-code"
            {...codeInput}
          />
          <TextInput
            label={t`New mobile number`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_MAX_DIGITS}
            withAsterisk
            style={{ flex: 1, minWidth: 0 }}
            data-testid="change-phone-number"
            {...form.getInputProps('phoneNumber')}
          />
        </Group>
        <PasswordInput
          label={t`Your password`}
          autoComplete="current-password"
          withAsterisk
          data-testid="change-phone-password"
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending} w={{ base: '100%', sm: 'auto' }} data-testid="change-phone-submit">
            <Trans>Send code</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The code texted to the number: the number becomes the member's, verified. */
function CodeStep({ sent, onBack, onDone }: { sent: Sent; onBack: () => void; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const form = useForm<CodeValues>({
    initialValues: { otp: '' },
    validate: (values) => translateCodes(validateCode(values), i18n),
  });
  const verify = useVerifyPhone({
    onSuccess: () => {
      showToast({ message: t`Your mobile number is verified.` });
      onDone();
    },
    // A wrong or expired code (422) is said under the code; a number verified by another member meanwhile above it.
    onError: (error) => form.setErrors(ruleFieldErrors(error, CODE_FIELDS, i18n, 'otp')),
  });
  const placed = ruleFieldErrors(verify.error, CODE_FIELDS, i18n, 'otp');
  const minutes = OTP_TTL_SECS / 60;
  const number = `${sent.countryCode} ${sent.phoneNumber}`;

  return (
    <form
      onSubmit={form.onSubmit((values) => verify.mutate({ ...sent, otp: values.otp }))}
      noValidate
      data-testid="change-phone-form"
      data-step="code"
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            We texted a six-digit code to{' '}
            <Text span fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="phone-code-sent-to">
              {number}
            </Text>
            . Enter it here to verify the number.
          </Trans>
        </Text>
        <ProblemAlert error={alertError(verify.error, placed)} />
        <CodeInput label={t`Code from the SMS`} data-testid="phone-code" {...form.getInputProps('otp')} />
        {/* On a phone the button comes first, full width, and the way back below it. */}
        <Flex
          direction={{ base: 'column-reverse', sm: 'row' }}
          justify="space-between"
          align={{ base: 'stretch', sm: 'center' }}
          gap="sm"
        >
          <Anchor component="button" type="button" size="sm" onClick={onBack} data-testid="phone-code-back">
            <Trans>Back</Trans>
          </Anchor>
          <Button type="submit" loading={verify.isPending} data-testid="phone-code-confirm">
            <Trans>Verify number</Trans>
          </Button>
        </Flex>
        <Alert variant="light" color="blue" p="sm">
          <Text size="sm">
            <Trans>
              The code is valid for {minutes} minutes. If it does not arrive, check the number; to have a new code sent,
              go back and ask again after a minute.
            </Trans>
          </Text>
        </Alert>
      </Stack>
    </form>
  );
}
