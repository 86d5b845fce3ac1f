import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MemberDetail } from '../../../api/generated/client';
import { ADULT_AGE, EDIT_VALUE_MAX, NAME_MAX, NOTE_MAX } from '../../../api/generated/rules/rules';
import { ProblemAlert } from '../../../components/problem-alert';
import { BirthDateInput } from '../../../components/profile-form/birth-date-input';
import { serverFieldErrors } from '../../../components/profile-form/form-errors';
import { birthDateRange, indiaToday } from '../../../components/profile-form/model/fields';
import { FEMALE_LABEL, MALE_LABEL } from '../../../components/profile-form/model/options';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { ruleMessageOrText } from '../../../lib/rule-messages';
import { showToast } from '../../../lib/toast';
import { useRequestTypes } from '../api/get-request-types';
import { useSendEditRequest } from '../api/send-edit-request';
import {
  buildEditRequestBody,
  currentValueOf,
  displayRequestValue,
  emptyEditRequest,
  requestDetailOf,
  validateEditRequest,
  type EditRequestValues,
} from '../model/edit-request';
import { GrowingTextarea } from '../../../components/growing-textarea';

const FIELDS = ['requestTypeId', 'newValue', 'note', 'currentValue'] as const;

/**
 * Status 3: the name, date of birth and gender change only through the moderators. The member picks the detail, sees
 * its current value, gives the new one (a date of an adult, or male/female) and a note; one request per detail may be
 * pending at a time, so a detail that has one is offered disabled.
 */
export function EditRequestModal({
  opened,
  onClose,
  profile,
}: {
  opened: boolean;
  onClose: () => void;
  profile: MemberDetail;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const types = useRequestTypes();
  const today = useMemo(() => indiaToday(), []);
  const range = useMemo(() => birthDateRange(today), [today]);

  const pending = useMemo(
    () => new Set((profile.editRequests ?? []).filter((r) => r.state === 'pending').map((r) => r.requestTypeId)),
    [profile.editRequests],
  );
  const typeData = useMemo(
    () =>
      types.data.result.map((type) => {
        const name = type.name;
        return pending.has(type.id)
          ? { value: String(type.id), label: t`${name} (a request is pending)`, disabled: true }
          : { value: String(type.id), label: name };
      }),
    [types.data, pending, t],
  );

  const detailOf = (values: EditRequestValues) => {
    const type = types.data.result.find((item) => String(item.id) === values.requestTypeId);
    return type ? requestDetailOf(type) : null;
  };

  const translate = (code: string) =>
    code === 'unchanged' ? t`The new value is the same as the current one.` : ruleMessageOrText(code, i18n);

  const form = useForm<EditRequestValues>({
    mode: 'controlled',
    initialValues: emptyEditRequest(),
    validate: (values) => {
      const detail = detailOf(values);
      const codes = validateEditRequest(values, detail, currentValueOf(detail, profile), today);
      return Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, translate(code)]));
    },
    onValuesChange: (values, previous) => {
      // Another detail takes another kind of value.
      if (values.requestTypeId !== previous.requestTypeId && values.newValue !== null) form.setFieldValue('newValue', null);
    },
  });

  const detail = detailOf(form.values);
  const current = currentValueOf(detail, profile);

  const send = useSendEditRequest({
    onSuccess: (answer) => {
      showToast({ message: answer.message });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.ownProfile });
      close();
    },
    onError: (error) => form.setErrors(serverFieldErrors(error, FIELDS, i18n)),
  });

  function close() {
    form.reset();
    send.reset();
    onClose();
  }

  const submit = form.onSubmit((values) => send.mutate(buildEditRequestBody(values, currentValueOf(detailOf(values), profile))));
  const noteLength = form.values.note.length;
  const noteMax = NOTE_MAX;
  const adultAge = ADULT_AGE;
  const genders = [
    { value: 'male', label: i18n._(MALE_LABEL) },
    { value: 'female', label: i18n._(FEMALE_LABEL) },
  ];
  const newValueLabel = t`New value`;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Request a change`}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
      data-testid="edit-request-modal"
    >
      <form onSubmit={submit} noValidate data-testid="edit-request-form">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            <Trans>A moderator checks the request and makes the change; you will get a notification either way.</Trans>
          </Text>
          <ProblemAlert error={send.error} />
          <Select
            label={t`Detail to change`}
            placeholder={t`Choose one`}
            withAsterisk
            data={typeData}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="edit-request-type"
            {...form.getInputProps('requestTypeId')}
          />
          {detail !== null && detail !== 'other' && (
            <TextInput
              label={t`Current value`}
              readOnly
              variant="filled"
              value={displayRequestValue(detail, current, (d) => i18n._(d))}
              data-testid="edit-request-current"
            />
          )}
          {detail === 'birth_date' ? (
            <BirthDateInput
              label={newValueLabel}
              description={t`You must be at least ${adultAge} years old.`}
              withAsterisk
              minDate={range.min}
              maxDate={range.max}
              data-testid="edit-request-new-value"
              {...form.getInputProps('newValue')}
            />
          ) : detail === 'gender' ? (
            <Select
              label={newValueLabel}
              placeholder={t`Choose one`}
              withAsterisk
              data={genders}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              data-testid="edit-request-new-value"
              {...form.getInputProps('newValue')}
            />
          ) : (
            <TextInput
              label={newValueLabel}
              description={detail === null ? t`Choose the detail first.` : undefined}
              withAsterisk
              disabled={detail === null}
              maxLength={detail === 'first_name' || detail === 'last_name' ? NAME_MAX : EDIT_VALUE_MAX}
              data-testid="edit-request-new-value"
              {...form.getInputProps('newValue')}
              value={form.values.newValue ?? ''}
            />
          )}
          <GrowingTextarea
            label={t`Note for the moderator`}
            description={t`Why the change is needed, for example a spelling mistake. ${noteLength} / ${noteMax}`}
            withAsterisk
            minRows={3}
            maxRows={8}
            maxLength={noteMax}
            data-testid="edit-request-note"
            {...form.getInputProps('note')}
          />
          <Group justify="flex-end" gap="sm" wrap="nowrap">
            <Button variant="default" onClick={close} disabled={send.isPending} flex={{ base: 1, sm: 'none' }}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={send.isPending} flex={{ base: 1, sm: 'none' }} data-testid="edit-request-send">
              <Trans>Send request</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
