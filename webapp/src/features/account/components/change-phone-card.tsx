import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AccountInfo } from '../../../api/generated/client';
import { PHONE_MAX_DIGITS } from '../../../api/generated/rules/rules';
import { ProblemAlert } from '../../../components/problem-alert';
import { getCountriesQueryOptions } from '../../../lib/lookups/get-countries';
import { showToast } from '../../../lib/toast';
import { useChangePhoneNumber } from '../api/change-phone-number';
import { dialCodes, emptyPhoneValues, translateCodes, validatePhone, type PhoneValues } from '../model/forms';
import { alertError, ruleFieldErrors } from '../../../components/profile-form/form-errors';
import { SectionCard } from './section-card';

const FIELDS = ['countryCode', 'phoneNumber', 'password'] as const;

/** A new mobile number with its country code (+91 unless chosen otherwise), confirmed with the password. */
export function ChangePhoneCard({ info }: { info: AccountInfo }) {
  const { t, i18n } = useLingui();
  // Not a suspending query: +91 is offered at once, the other codes once the list is there.
  const countries = useQuery(getCountriesQueryOptions());
  const codes = useMemo(
    () => dialCodes(countries.data?.result ?? [], info.countryCode),
    [countries.data, info.countryCode],
  );
  const form = useForm<PhoneValues>({ initialValues: emptyPhoneValues(), validate: (values) => translateCodes(validatePhone(values), i18n) });

  const change = useChangePhoneNumber({
    onSuccess: (answer) => {
      showToast({ message: answer.message || t`Your mobile number has been changed.` });
      form.reset();
    },
    // A number of another member (409) and "this is already your number" (422) belong under the number.
    onError: (error) => form.setErrors(ruleFieldErrors(error, FIELDS, i18n, 'phoneNumber')),
  });
  const placed = ruleFieldErrors(change.error, FIELDS, i18n, 'phoneNumber');
  const current = `${info.countryCode} ${info.phoneNumber}`.trim();
  const { error: codeError, ...codeInput } = form.getInputProps('countryCode');

  return (
    <SectionCard
      title={<Trans>Change mobile number</Trans>}
      description={<Trans>Your mobile number now: {current}</Trans>}
      testId="change-phone"
    >
      <form
        onSubmit={form.onSubmit((values) => change.mutate({ ...values, phoneNumber: values.phoneNumber.trim() }))}
        noValidate
        data-testid="change-phone-form"
      >
        <Stack gap="md">
          <ProblemAlert error={alertError(change.error, placed)} />
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
            <Button
              type="submit"
              loading={change.isPending}
              w={{ base: '100%', sm: 'auto' }}
              data-testid="change-phone-submit"
            >
              <Trans>Change mobile number</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
