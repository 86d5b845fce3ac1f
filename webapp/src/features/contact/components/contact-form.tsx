import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Card,
  FileButton,
  Group,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState, type ComponentProps } from 'react';
import { ApiError } from '../../../api/generated/client';
import {
  ATTACHMENTS_PER_MESSAGE,
  DEFAULT_COUNTRY_ID,
  PHONE_MAX_DIGITS,
} from '../../../api/generated/rules/rules';
import { PickedFileList } from '../../../components/attachments/picked-file-list';
import { CaptchaStatus } from '../../../components/captcha/captcha-status';
import { useCaptcha } from '../../../components/captcha/use-captcha';
import { CountryCodeSelect } from '../../../components/country-code-select';
import { OopsDialog } from '../../../components/oops-dialog';
import { ProblemAlert } from '../../../components/problem-alert';
import { alertError, scrollToFirstError, serverFieldErrors } from '../../../components/profile-form/form-errors';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_MB } from '../../../lib/attachments';
import { getCountriesQueryOptions } from '../../../lib/lookups/get-countries';
import { problemDetail } from '../../../lib/problem';
import { showToast } from '../../../lib/toast';
import { useContactTopics } from '../api/get-contact-topics';
import { useSendContactForm } from '../api/send-contact-form';
import {
  CONTACT_FIELDS,
  contactRequest,
  emptyContactValues,
  validateContact,
  type ContactValues,
} from '../model/contact-form';
import { useReleaseAdopted } from '../../../lib/prerendered';
import { GrowingTextarea } from '../../../components/growing-textarea';

/** Too large (413), not a jpeg, png or pdf by its bytes (415), a picture that cannot be read (422): about the files. */
const FILE_REFUSALS = [413, 415, 422];

/** The server's refusal under the fields it names; a refusal of the files under the attachments. */
function placedErrors(error: unknown, i18n: I18n): Record<string, string> {
  const placed = serverFieldErrors(error, CONTACT_FIELDS, i18n);
  const detail = problemDetail(error);
  if (error instanceof ApiError && FILE_REFUSALS.includes(error.status) && detail !== '' && !placed.attachments) {
    placed.attachments = detail;
  }
  return placed;
}

/** The hidden file input carries the test id: a browser test hands it files directly. */
const FILE_INPUT_TEST_ID = { 'data-testid': 'contact-attachments' } as ComponentProps<'input'>;

function PaperclipIcon() {
  return (
    <svg viewBox="0 0 24 24" width={16} height={16} fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden>
      <path
        d="M20 11.5l-7.8 7.8a5 5 0 0 1-7.1-7.1l8.2-8.2a3.3 3.3 0 0 1 4.7 4.7l-8.2 8.2a1.7 1.7 0 0 1-2.4-2.4l7.5-7.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * Document 001's contact/help form: topic, full name, e-mail, mobile with its country code, message, up to three
 * files, and the captcha. The browser checks what the server checks (the shared rules); the server's confirmation
 * shows as a toast and the form empties.
 */
export function ContactForm() {
  // A prerendered page's controls here wait until the app has adopted them (lib/prerendered.ts).
  useReleaseAdopted();
  const { t, i18n } = useLingui();
  const captcha = useCaptcha();
  const topics = useContactTopics();
  // Not a suspending query: +91 stands at once, the other codes come with the list.
  const countries = useQuery(getCountriesQueryOptions());
  const [loadErrorSeen, setLoadErrorSeen] = useState(false);
  const [countryId, setCountryId] = useState(String(DEFAULT_COUNTRY_ID));
  const resetFilePicker = useRef<() => void>(null);

  const form = useForm<ContactValues>({
    initialValues: emptyContactValues(),
    validate: (values) => validateContact(values, i18n),
    validateInputOnBlur: true,
    validateInputOnChange: ['attachments'],
  });

  const topicOptions = useMemo(
    () => (topics.data?.result ?? []).map((topic) => ({ value: String(topic.id), label: topic.name })),
    [topics.data],
  );
  const send = useSendContactForm({
    onSuccess: (answer) => {
      showToast({ message: answer.message || t`Your enquiry has been sent.` });
      form.reset();
      setCountryId(String(DEFAULT_COUNTRY_ID));
      resetFilePicker.current?.();
    },
    onError: (error) => {
      form.setErrors(placedErrors(error, i18n));
      scrollToFirstError();
    },
    // A solved challenge is good for one request.
    onSettled: () => captcha.renew(),
  });
  const placed = placedErrors(send.error, i18n);

  const submit = form.onSubmit(
    (values) => send.mutate({ ...contactRequest(values), captchaToken: captcha.token }),
    () => scrollToFirstError(),
  );

  const attachments = form.values.attachments;
  const addFiles = (files: File[]) => {
    if (files.length > 0) form.setFieldValue('attachments', [...attachments, ...files]);
    // The same file may be picked again after it was removed.
    resetFilePicker.current?.();
  };
  const removeFile = (index: number) =>
    form.setFieldValue(
      'attachments',
      attachments.filter((_, i) => i !== index),
    );
  const maxFiles = ATTACHMENTS_PER_MESSAGE;
  const maxMb = ATTACHMENT_MAX_MB;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="contact-form-title">
      <OopsDialog
        error={loadErrorSeen ? null : (topics.error ?? countries.error)}
        onClose={() => setLoadErrorSeen(true)}
      />
      <form onSubmit={submit} noValidate data-testid="contact-form">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" c="green.9" id="contact-form-title">
              <Trans>Send us a message</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>Fields marked with * are required.</Trans>
            </Text>
          </Stack>
          <ProblemAlert error={alertError(send.error, placed)} />
          {/* The browser's own selects: on a phone they open the system's picker, and they cost the page nothing
              while it loads (target Q7). */}
          <NativeSelect
            label={t`Topic`}
            withAsterisk
            data={[{ value: '', label: t`Choose a topic`, disabled: true }, ...topicOptions]}
            disabled={topics.isPending}
            data-testid="contact-topic"
            {...form.getInputProps('topicId')}
            value={form.values.topicId ?? ''}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t`Full name`}
              autoComplete="name"
              withAsterisk
              data-testid="contact-full-name"
              {...form.getInputProps('fullName')}
            />
            <TextInput
              label={t`E-mail`}
              type="email"
              autoComplete="email"
              withAsterisk
              data-testid="contact-email"
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <CountryCodeSelect
              label={t`Country code`}
              withAsterisk
              countries={countries.data}
              data-testid="contact-country-code"
              value={countryId}
              error={form.errors.countryCode}
              onCountry={(country) => {
                setCountryId(String(country.id));
                form.setFieldValue('countryCode', country.code);
              }}
            />
            <TextInput
              label={t`Mobile number`}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={PHONE_MAX_DIGITS}
              withAsterisk
              style={{ flex: 1, minWidth: 0 }}
              data-testid="contact-mobile"
              {...form.getInputProps('mobile')}
            />
          </Group>
          <GrowingTextarea
            label={t`Message`}
            withAsterisk
            minRows={5}
            maxRows={14}
            data-testid="contact-message"
            {...form.getInputProps('message')}
          />
          <Input.Wrapper
            label={t`Attachments`}
            description={t`Up to ${maxFiles} files: JPEG, PNG or PDF, at most ${maxMb} MB each.`}
            error={form.errors.attachments}
            labelElement="div"
          >
            <Stack gap="xs" mt={6}>
              <PickedFileList
                files={attachments}
                onRemove={removeFile}
                testIds={{ list: 'contact-files', remove: 'contact-file-remove' }}
              />
              <FileButton
                multiple
                accept={ATTACHMENT_ACCEPT}
                onChange={addFiles}
                resetRef={resetFilePicker}
                disabled={attachments.length >= ATTACHMENTS_PER_MESSAGE}
                inputProps={{ 'aria-label': t`Attachments`, ...FILE_INPUT_TEST_ID }}
              >
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    leftSection={<PaperclipIcon />}
                    disabled={attachments.length >= ATTACHMENTS_PER_MESSAGE}
                    w={{ base: '100%', xs: 'auto' }}
                    data-testid="contact-attach"
                  >
                    <Trans>Attach files</Trans>
                  </Button>
                )}
              </FileButton>
            </Stack>
          </Input.Wrapper>
          <CaptchaStatus captcha={captcha} />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={send.isPending}
              w={{ base: '100%', sm: 'auto' }}
              data-testid="contact-submit"
            >
              <Trans>Send message</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
