import { useLingui } from '@lingui/react/macro';
import { TextInput, type TextInputProps } from '@mantine/core';
import { OTP_LEN } from '../../../api/generated/rules/rules';

/** The six-digit code from the e-mail: digits only, the phone's one-time-code keyboard and autofill. */
export function CodeInput(props: TextInputProps & { 'data-testid'?: string }) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Code from the e-mail`}
      placeholder="••••••"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LEN}
      withAsterisk
      styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
      {...props}
      onChange={(event) => {
        event.currentTarget.value = event.currentTarget.value.replace(/\D+/g, '');
        props.onChange?.(event);
      }}
    />
  );
}
