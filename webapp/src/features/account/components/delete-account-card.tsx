import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ProblemAlert } from '../../../components/problem-alert';
import { clearSession } from '../../../lib/session/session-store';
import { showToast } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { translateCodes, validateDelete, type DeleteValues } from '../model/forms';
import { alertError, ruleFieldErrors } from '../../../components/profile-form/form-errors';
import { SectionCard } from './section-card';

const FIELDS = ['password'] as const;

/**
 * The danger zone: deleting the account for good, with the password and nothing else to type. Once deleted, the
 * member is signed out here as /logout does it (the server has already ended every sign-in, so there is nothing to
 * tell it) and lands on the home page with the server's message.
 */
export function DeleteAccountCard() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const form = useForm<DeleteValues>({ initialValues: { password: '' }, validate: (values) => translateCodes(validateDelete(values), i18n) });

  const remove = useDeleteAccount({
    onSuccess: async (answer) => {
      setOpened(false);
      form.reset();
      showToast({ message: answer.message || t`Your account has been deleted.` });
      clearSession();
      await navigate({ to: '/', replace: true });
      // After the page has gone, so that nothing on it asks for its data again.
      queryClient.clear();
    },
    onError: (error) => form.setErrors(ruleFieldErrors(error, FIELDS, i18n, 'password')),
  });
  const placed = ruleFieldErrors(remove.error, FIELDS, i18n, 'password');

  const close = () => {
    if (remove.isPending) return;
    setOpened(false);
    form.reset();
    remove.reset();
  };

  return (
    <SectionCard
      title={<Trans>Delete account</Trans>}
      description={
        <Trans>Delete your account and everything in it for good. This cannot be undone.</Trans>
      }
      danger
      testId="account-delete"
    >
      <Group justify="flex-end">
        <Button
          color="red"
          variant="outline"
          onClick={() => setOpened(true)}
          w={{ base: '100%', sm: 'auto' }}
          data-testid="account-delete-open"
        >
          <Trans>Delete my account</Trans>
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title={t`Delete your account for good?`}
        centered
        closeButtonProps={{ 'aria-label': t`Close` }}
        data-testid="account-delete-modal"
      >
        <form onSubmit={form.onSubmit((values) => remove.mutate(values.password))} noValidate>
          <Stack gap="md">
            <Text size="sm" fw={600} c="red.8">
              <Trans>This is permanent. A deleted account cannot be restored.</Trans>
            </Text>
            <List size="sm" spacing={6}>
              <List.Item>
                <Trans>Your profile, photos, preferences, requests, shortlist and sign-ins are erased at once.</Trans>
              </List.Item>
              <List.Item>
                <Trans>Other members see you as “Deleted member” in their lists and messages.</Trans>
              </List.Item>
              <List.Item>
                <Trans>Your e-mail address and mobile number can be used for a new account.</Trans>
              </List.Item>
            </List>
            <Text size="sm" c="dimmed">
              <Trans>
                If you only need a break, deactivate your account instead. To keep a copy of your data, download it
                first.
              </Trans>
            </Text>
            <ProblemAlert error={alertError(remove.error, placed)} />
            <PasswordInput
              label={t`Your password`}
              description={t`Enter your password to confirm.`}
              autoComplete="current-password"
              withAsterisk
              data-autofocus
              data-testid="account-delete-password"
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end" gap="sm" wrap="nowrap">
              <Button variant="default" onClick={close} disabled={remove.isPending} flex={{ base: 1, sm: 'none' }}>
                <Trans>Cancel</Trans>
              </Button>
              <Button
                type="submit"
                color="red"
                loading={remove.isPending}
                flex={{ base: 1, sm: 'none' }}
                data-testid="account-delete-confirm"
              >
                <Trans>Delete for good</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </SectionCard>
  );
}
