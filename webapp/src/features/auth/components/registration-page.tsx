import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, NativeSelect, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import {
  countryCode,
  DEFAULT_COUNTRY_ID,
  email,
  INDIA_DIAL_CODE,
  password,
  personName,
  phone,
  phoneFitsCode,
  PHONE_MIN_DIGITS_INDIA,
  terms,
} from '../../../api/generated/rules/rules';
import { CountryCodeSelect } from '../../../components/country-code-select';
import { OopsDialog } from '../../../components/oops-dialog';
import { ProblemAlert } from '../../../components/problem-alert';
import { AnchorLink } from '../../../components/router-link';
import { getCountriesQueryOptions } from '../../../lib/lookups/get-countries';
import { ruleMessage } from '../../../lib/rule-messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRegister } from '../api/register';
import { CaptchaStatus } from '../../../components/captcha/captcha-status';
import { useCaptcha } from '../../../components/captcha/use-captcha';
import { savePendingVerification } from '../forms/pending-verification';
import { toastSuccess } from '../forms/toast';
import { zodValidate } from '../forms/zod-validate';
import { AuthCard } from './auth-card';
import { useReleaseAdopted } from '../../../lib/prerendered';
import { creatorOf, creatorOptions } from '../../../lib/profile-creator-labels';
import type { ProfileCreator } from '../../../api/generated/client';

const schema = z.object({
  firstName: personName,
  lastName: personName,
  email,
  countryCode,
  phoneNumber: phone,
  password,
  confirmPassword: z.string().min(1, { error: 'required' }),
  termsAccepted: terms,
});

interface Values extends z.infer<typeof schema> {
  countryId: string;
  /** Who creates the profile (rule 46): the person, or one of their family or a friend. */
  createdBy: ProfileCreator;
}

const fieldRules = zodValidate(schema);

/** The shared single-field rules, then the two cross-field ones (phone length for +91, matching passwords). */
function validate(values: Values): Record<string, string> {
  const errors = fieldRules(values);
  if (!errors.phoneNumber && !phoneFitsCode(values.countryCode, values.phoneNumber)) {
    errors.phoneNumber = ruleMessage(`phone_too_short|${PHONE_MIN_DIGITS_INDIA}`) ?? '';
  }
  if (!errors.confirmPassword && values.confirmPassword !== values.password) {
    errors.confirmPassword = ruleMessage('passwords_mismatch') ?? '';
  }
  return errors;
}

export function RegistrationPage() {
  // A prerendered page's controls here wait until the app has adopted them (lib/prerendered.ts).
  useReleaseAdopted();
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Create an account`);
  const navigate = useNavigate();
  const captcha = useCaptcha();
  // Not a suspending query: the form shows at once, and a failed list answers with document 000's "Oops..." dialog.
  const countries = useQuery(getCountriesQueryOptions());
  const [loadErrorSeen, setLoadErrorSeen] = useState(false);

  const form = useForm<Values>({
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      countryId: String(DEFAULT_COUNTRY_ID),
      countryCode: INDIA_DIAL_CODE,
      phoneNumber: '',
      password: '',
      confirmPassword: '',
      termsAccepted: false,
      createdBy: 'self',
    },
    validate,
    validateInputOnBlur: true,
  });

  const register = useRegister({
    onSuccess: (answer) => {
      savePendingVerification({ email: answer.email, verificationToken: answer.verificationToken });
      toastSuccess(answer.message);
      void navigate({ to: '/auth/verify-otp' });
    },
    onSettled: () => captcha.renew(),
  });

  const canSubmit = form.values.termsAccepted && form.isValid();
  const submit = form.onSubmit((values) =>
    register.mutate({
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      countryCode: values.countryCode,
      phoneNumber: values.phoneNumber,
      password: values.password,
      confirmPassword: values.confirmPassword,
      termsAccepted: values.termsAccepted,
      createdBy: values.createdBy,
      captchaToken: captcha.token,
    }),
  );

  return (
    <AuthCard title={<Trans>Create an account</Trans>} subtitle={<Trans>It takes a minute. We will e-mail you a code to confirm your address.</Trans>}>
      <ProblemAlert error={register.error} />
      <OopsDialog error={loadErrorSeen ? null : countries.error} onClose={() => setLoadErrorSeen(true)} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NativeSelect
            label={t`Who is creating this profile?`}
            description={
              form.values.createdBy === 'self'
                ? undefined
                : t`Give the person's own name below, and your own e-mail and mobile number: you will sign in with them.`
            }
            data={creatorOptions(i18n)}
            value={form.values.createdBy}
            onChange={(event) => form.setFieldValue('createdBy', creatorOf(event.currentTarget.value) ?? 'self')}
            data-testid="reg-created-by"
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t`First name`}
              autoComplete="given-name"
              withAsterisk
              data-testid="reg-first-name"
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t`Last name`}
              autoComplete="family-name"
              withAsterisk
              data-testid="reg-last-name"
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={t`E-mail`}
            type="email"
            autoComplete="email"
            withAsterisk
            data-testid="reg-email"
            {...form.getInputProps('email')}
          />
          <Stack gap={4}>
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <CountryCodeSelect
                label={t`Country code`}
                withAsterisk
                countries={countries.data}
                disabled={countries.isPending}
                data-testid="reg-country-code"
                value={form.values.countryId}
                error={form.errors.countryCode}
                onCountry={(country) => {
                  form.setFieldValue('countryId', String(country.id));
                  form.setFieldValue('countryCode', country.code);
                }}
              />
              <TextInput
                label={t`Mobile number`}
                inputMode="numeric"
                autoComplete="tel-national"
                withAsterisk
                style={{ flex: 1, minWidth: 0 }}
                data-testid="reg-phone"
                {...form.getInputProps('phoneNumber')}
              />
            </Group>
          </Stack>
          <PasswordInput
            label={t`Password`}
            autoComplete="new-password"
            withAsterisk
            data-testid="reg-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t`Confirm password`}
            autoComplete="new-password"
            withAsterisk
            data-testid="reg-confirm-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Checkbox
            data-testid="reg-terms"
            label={
              <Trans>
                I am registering to find a life partner for marriage, the details I give are true, and I accept the{' '}
                <AnchorLink to="/terms" target="_blank" fz="inherit">
                  terms and conditions
                </AnchorLink>
              </Trans>
            }
            {...form.getInputProps('termsAccepted', { type: 'checkbox' })}
          />
          <CaptchaStatus captcha={captcha} />
          <Button type="submit" fullWidth disabled={!canSubmit} loading={register.isPending} data-testid="reg-submit">
            <Trans>Create account</Trans>
          </Button>
          <Text size="sm" ta="center">
            <Trans>Already have an account?</Trans>{' '}
            <AnchorLink to="/auth/login" fw={600}>
              <Trans>Sign in</Trans>
            </AnchorLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
