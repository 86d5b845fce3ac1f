import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { ADULT_AGE } from '../../../api/generated/rules/rules';
import { ProblemAlert } from '../../../components/problem-alert';
import { BirthDateInput } from '../../../components/profile-form/birth-date-input';
import { alertError, serverFieldErrors } from '../../../components/profile-form/form-errors';
import { birthDateRange, indiaToday } from '../../../components/profile-form/model/fields';
import { ruleMessageOrText } from '../../../lib/rule-messages';
import { showToast } from '../../../lib/toast';
import { useSendSatapetaCode } from '../api/send-satapeta-code';
import {
  REQUEST_FIELDS,
  buildSatapetaRequest,
  emptySatapetaRequest,
  validateSatapetaRequest,
  type SatapetaRequestValues,
} from '../model/satapeta';

/**
 * Off (or "send a new code"): the sibling's profile id and birth date. On success a code goes to the sibling and the
 * page shows the pending state (the mutation stores it).
 */
export function SatapetaRequestForm({
  ownProfileId,
  initialProfileId = '',
  onCancel,
  onSent,
}: {
  ownProfileId?: string;
  initialProfileId?: string;
  /** Given while a code is waiting: back to the code without sending a new one. */
  onCancel?: () => void;
  onSent?: () => void;
}) {
  const { t, i18n } = useLingui();
  const today = useMemo(() => indiaToday(), []);
  const range = useMemo(() => birthDateRange(today), [today]);

  const translate = (code: string) =>
    code === 'own_profile' ? t`This is your own profile ID. Please enter your sibling's.` : ruleMessageOrText(code, i18n);

  const form = useForm<SatapetaRequestValues>({
    mode: 'controlled',
    initialValues: emptySatapetaRequest(initialProfileId),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(validateSatapetaRequest(values, today, ownProfileId)).map(([field, code]) => [field, translate(code)]),
      ),
  });

  const send = useSendSatapetaCode({
    onSuccess: (answer) => {
      showToast({ message: answer.message ?? t`The code has been sent to your sibling.` });
      onSent?.();
    },
    onError: (error) => form.setErrors(serverFieldErrors(error, REQUEST_FIELDS, i18n)),
  });

  const submit = form.onSubmit((values) => send.mutate(buildSatapetaRequest(values)));
  const adultAge = ADULT_AGE;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="satapeta-off">
      <form onSubmit={submit} noValidate data-testid="satapeta-request-form">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              <Trans>Link your sibling's profile</Trans>
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              <Trans>
                We send a six-digit code to your sibling. Ask them for it and enter it here to link your two profiles.
              </Trans>
            </Text>
          </div>
          <ProblemAlert error={alertError(send.error, serverFieldErrors(send.error, REQUEST_FIELDS, i18n))} />
          <TextInput
            label={t`Sibling's profile ID`}
            description={t`For example PT104233.`}
            placeholder="PT104233"
            withAsterisk
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            data-testid="satapeta-profile-id"
            {...form.getInputProps('siblingProfileId')}
          />
          <BirthDateInput
            label={t`Sibling's date of birth`}
            description={t`As it is on their profile. Your sibling must be at least ${adultAge} years old.`}
            withAsterisk
            minDate={range.min}
            maxDate={range.max}
            data-testid="satapeta-birth-date"
            {...form.getInputProps('siblingBirthDate')}
          />
          <Group justify="flex-end" gap="sm" wrap="nowrap">
            {onCancel && (
              <Button
                variant="default"
                onClick={onCancel}
                disabled={send.isPending}
                flex={{ base: 1, sm: 'none' }}
                data-testid="satapeta-request-back"
              >
                <Trans>Back</Trans>
              </Button>
            )}
            <Button type="submit" loading={send.isPending} flex={{ base: 1, sm: 'none' }} miw={{ sm: 160 }} data-testid="satapeta-send">
              <Trans>Send code</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
