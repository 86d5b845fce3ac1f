import { useLingui } from '@lingui/react/macro';
import { TextInput, type TextInputProps } from '@mantine/core';
import { OTP_LEN } from '../api/generated/rules/rules';

type CodeInputProps = TextInputProps & {
  'data-testid'?: string;
  /**
   * Whether the phone may offer the code it just received (`one-time-code` autofill). Off for a code that reaches
   * someone else's phone, such as the satapeta sibling's.
   */
  autofill?: boolean;
};

/** A six-digit code: digits only, the phone's number keyboard, spaced out so it reads like the e-mail shows it. */
export function CodeInput({ autofill = true, ...props }: CodeInputProps) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Code from the e-mail`}
      placeholder="••••••"
      inputMode="numeric"
      autoComplete={autofill ? 'one-time-code' : 'off'}
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
