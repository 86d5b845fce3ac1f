import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { PopupEdit, PopupState } from '../../../api/generated/client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ProblemAlert } from '../../../components/problem-alert';
import { alertError, serverFieldErrors, translateCodes } from '../../../components/profile-form/form-errors';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { dateTime, relativeTime } from '../../../lib/relative-time';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useClearPopup } from '../api/clear-popup';
import { getAdminPopupQueryOptions, useAdminPopup } from '../api/get-admin-popup';
import { useSetPopup } from '../api/set-popup';
import { POPUP_FIELDS, POPUP_LIMITS, popupFormValues, trimmedPopup, validatePopup } from '../model/popup';
import { PopupPreview } from './popup-preview';
import { GrowingTextarea } from '../../../components/growing-textarea';

/** "12 / 100 characters" under a field. */
function Count({ value, max }: { value: string; max: number }) {
  const length = value.length;
  return <Trans>{length} / {max} characters</Trans>;
}

/** One language's three fields. */
function LanguageFields({
  heading,
  suffix,
  form,
}: {
  heading: ReactNode;
  suffix: 'Gu' | 'En';
  form: UseFormReturnType<PopupEdit>;
}) {
  const { t } = useLingui();
  const lang = suffix.toLowerCase();
  const title = form.getValues()[`title${suffix}`];
  const body = form.getValues()[`body${suffix}`];
  const button = form.getValues()[`buttonText${suffix}`];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {heading}
        </Title>
        <TextInput
          label={t`Title`}
          withAsterisk
          maxLength={POPUP_LIMITS.title}
          description={<Count value={title} max={POPUP_LIMITS.title} />}
          data-testid={`admin-popup-title-${lang}`}
          {...form.getInputProps(`title${suffix}`)}
        />
        <GrowingTextarea
          label={t`Text`}
          withAsterisk
          minRows={3}
          maxRows={10}
          maxLength={POPUP_LIMITS.body}
          description={<Count value={body} max={POPUP_LIMITS.body} />}
          data-testid={`admin-popup-body-${lang}`}
          {...form.getInputProps(`body${suffix}`)}
        />
        <TextInput
          label={t`Button text`}
          withAsterisk
          maxLength={POPUP_LIMITS.buttonText}
          description={<Count value={button} max={POPUP_LIMITS.buttonText} />}
          data-testid={`admin-popup-button-${lang}`}
          {...form.getInputProps(`buttonText${suffix}`)}
        />
      </Stack>
    </Paper>
  );
}

/**
 * /admin/popup: the web popup that every visitor's browser shows once until it changes (rule 36): its title, text
 * and button in Gujarati and English, the https link the button opens, a preview of both dialogs as they are typed,
 * Save, and "Remove the popup" behind a confirmation.
 */
export function PopupPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Web popup`);
  const queryClient = useQueryClient();
  const { data: state } = useAdminPopup();
  const [confirming, setConfirming] = useState(false);

  const form = useForm<PopupEdit>({
    mode: 'controlled',
    initialValues: popupFormValues(state),
    validate: (values) => translateCodes(validatePopup(values), i18n),
  });

  const stored = (next: PopupState) => {
    const { message, ...rest } = next;
    queryClient.setQueryData(getAdminPopupQueryOptions().queryKey, rest);
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.admin });
    return message;
  };

  const save = useSetPopup({
    onSuccess: (next) => {
      const message = stored(next);
      showToast({ message: message || t`The popup is saved.` });
      const values = popupFormValues(next);
      form.setInitialValues(values);
      form.setValues(values);
      form.resetDirty(values);
    },
    onError: (error) => form.setErrors(serverFieldErrors(error, POPUP_FIELDS, i18n)),
  });
  const clear = useClearPopup({
    onSuccess: (next) => {
      const message = stored(next);
      setConfirming(false);
      showToast({ message: message || t`The popup has been removed.` });
    },
  });
  const placed = serverFieldErrors(save.error, POPUP_FIELDS, i18n);

  const values = form.getValues();
  const shown = Boolean(state.popup);
  const since = relativeTime(state.updatedOn, i18n.locale);
  // Saving the popup being shown, unchanged, would show it again to every visitor: only a change is saved.
  const unchanged = shown && !form.isDirty();

  return (
    <Stack gap="lg" data-testid="admin-popup">
      <div>
        <Title order={1} size="h2">
          <Trans>Web popup</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>
            A notice every visitor of the website sees once, until it changes. Write it in Gujarati and in English;
            each visitor reads it in their language.
          </Trans>
        </Text>
      </div>
      {shown ? (
        <Text size="sm" fw={500} c="green.9" data-testid="admin-popup-updated">
          <span title={dateTime(state.updatedOn, i18n.locale)}>
            <Trans>Shown since {since}.</Trans>
          </span>
        </Text>
      ) : (
        <Text size="sm" fw={500} c="dimmed" data-testid="admin-popup-none">
          <Trans>No popup is shown now.</Trans>
        </Text>
      )}
      <form
        noValidate
        onSubmit={form.onSubmit((v) => save.mutate(trimmedPopup(v)))}
        data-testid="admin-popup-form"
      >
        <Stack gap="md">
          <ProblemAlert error={alertError(save.error, placed)} title={t`The popup was not saved`} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <LanguageFields heading={<Trans>Gujarati</Trans>} suffix="Gu" form={form} />
            <LanguageFields heading={<Trans>English</Trans>} suffix="En" form={form} />
          </SimpleGrid>
          <TextInput
            label={t`Link of the button`}
            description={t`Opens in a new tab when the visitor presses the button. It must start with https://.`}
            placeholder="https://"
            withAsterisk
            type="url"
            inputMode="url"
            maxLength={POPUP_LIMITS.link}
            data-testid="admin-popup-link"
            {...form.getInputProps('buttonAction')}
          />
          <div>
            <Title order={2} size="h5" mb="xs">
              <Trans>Preview</Trans>
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="admin-popup-preview">
              <PopupPreview
                language={<Trans>Gujarati</Trans>}
                title={values.titleGu}
                body={values.bodyGu}
                buttonText={values.buttonTextGu}
                link={values.buttonAction}
                testId="admin-popup-preview-gu"
              />
              <PopupPreview
                language={<Trans>English</Trans>}
                title={values.titleEn}
                body={values.bodyEn}
                buttonText={values.buttonTextEn}
                link={values.buttonAction}
                testId="admin-popup-preview-en"
              />
            </SimpleGrid>
          </div>
          <Group justify="space-between" gap="sm" wrap="wrap">
            {shown ? (
              <Button
                variant="subtle"
                color="red"
                onClick={() => {
                  clear.reset();
                  setConfirming(true);
                }}
                disabled={save.isPending}
                data-testid="admin-popup-clear"
              >
                <Trans>Remove the popup</Trans>
              </Button>
            ) : (
              <span />
            )}
            <Button
              type="submit"
              loading={save.isPending}
              disabled={unchanged}
              w={{ base: '100%', xs: 'auto' }}
              data-testid="admin-popup-save"
            >
              {shown ? <Trans>Save the changes</Trans> : <Trans>Save and show</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        title={<Trans>Remove the popup?</Trans>}
        intro={<Trans>Visitors no longer see it. Its text stays in the form, so you can show it again.</Trans>}
        confirmLabel={<Trans>Remove</Trans>}
        busy={clear.isPending}
        error={clear.error}
        errorTitle={<Trans>Nothing was changed</Trans>}
        onClose={() => setConfirming(false)}
        onConfirm={() => clear.mutate()}
        testId="admin-popup-clear-confirm-modal"
        confirmTestId="admin-popup-clear-confirm"
      />
    </Stack>
  );
}
