import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ProblemAlert } from '../../../components/problem-alert';
import { showToast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { emptyPasswordValues, translateCodes, validatePassword, type PasswordValues } from '../model/forms';
import { alertError, ruleFieldErrors } from '../../../components/profile-form/form-errors';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * The current password and the new one twice. On success the server's message and an empty form; the server signs
 * out every other sign-in of the member (their open tabs get the Logout event), this one stays.
 */
export function ChangePasswordForm() {
  const { t, i18n } = useLingui();
  const form = useForm<PasswordValues>({
    initialValues: emptyPasswordValues(),
    validate: (values) => translateCodes(validatePassword(values), i18n),
  });

  const change = useChangePassword({
    onSuccess: (answer) => {
      showToast({ message: answer.message || t`Your password has been changed.` });
      form.reset();
    },
    onError: (error) => form.setErrors(ruleFieldErrors(error, FIELDS, i18n)),
  });
  const placed = ruleFieldErrors(change.error, FIELDS, i18n);

  return (
    <form
      onSubmit={form.onSubmit((values) => change.mutate(values))}
      noValidate
      data-testid="change-password-form"
    >
      <Stack gap="md">
        <ProblemAlert error={alertError(change.error, placed)} />
        <PasswordInput
          label={t`Current password`}
          autoComplete="current-password"
          withAsterisk
          data-testid="change-password-current"
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t`New password`}
          description={t`6 to 100 characters.`}
          autoComplete="new-password"
          withAsterisk
          data-testid="change-password-new"
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={t`Confirm new password`}
          autoComplete="new-password"
          withAsterisk
          data-testid="change-password-confirm"
          {...form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={change.isPending}
            w={{ base: '100%', sm: 'auto' }}
            miw={{ sm: 200 }}
            data-testid="change-password-submit"
          >
            <Trans>Change password</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
