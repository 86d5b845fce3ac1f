import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Input, Select, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { INDIA_DIAL_CODE, PHONE_MAX_DIGITS } from '../../api/generated/rules/rules';
import { useCountries } from '../../lib/lookups/get-countries';

/** Every dialling code once (+1 serves several countries), India's first. */
function useDialCodes(): string[] {
  const countries = useCountries();
  return useMemo(() => {
    const codes = new Set<string>([INDIA_DIAL_CODE]);
    for (const country of countries.data.result) if (country.code) codes.add(country.code);
    return [...codes];
  }, [countries.data]);
}

/** A parent's mobile: country code, number and "on WhatsApp". */
export function PhoneField({
  label,
  required,
  code,
  phone,
  whatsApp,
  testId,
}: {
  label: string;
  required?: boolean;
  code: GetInputPropsReturnType;
  phone: GetInputPropsReturnType;
  whatsApp: GetInputPropsReturnType;
  testId: string;
}) {
  const { t } = useLingui();
  const codes = useDialCodes();
  const { error: codeError, ...codeInput } = code;
  const { error: phoneError, ...phoneInput } = phone;
  return (
    <Stack gap={6}>
      <Input.Wrapper label={label} withAsterisk={required} error={phoneError || codeError}>
        <Group gap="xs" wrap="nowrap" align="flex-start" mt={4}>
          <Select
            aria-label={t`Country code`}
            data={codes}
            searchable
            allowDeselect={false}
            w={96}
            style={{ flexShrink: 0 }}
            comboboxProps={{ width: 140, position: 'bottom-start' }}
            error={Boolean(codeError)}
            data-testid={`${testId}-code`}
            {...codeInput}
          />
          <TextInput
            aria-label={label}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_MAX_DIGITS}
            style={{ flex: 1, minWidth: 0 }}
            error={Boolean(phoneError)}
            data-testid={testId}
            {...phoneInput}
          />
        </Group>
      </Input.Wrapper>
      <Checkbox label={t`This number is on WhatsApp`} data-testid={`${testId}-whatsapp`} {...whatsApp} />
    </Stack>
  );
}
