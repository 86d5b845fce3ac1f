import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PaperFormAnswer } from '../../../api/generated/client';
import { CountryCodeSelect } from '../../../components/country-code-select';
import { ProblemAlert } from '../../../components/problem-alert';
import { BirthDateInput } from '../../../components/profile-form/birth-date-input';
import { serverFieldErrors, translateCodes } from '../../../components/profile-form/form-errors';
import { birthDateRange, indiaToday } from '../../../components/profile-form/model/fields';
import { getCountriesQueryOptions } from '../../../lib/lookups/get-countries';
import { CREATOR_LABELS, creatorOf } from '../../../lib/profile-creator-labels';
import { useEnterPaperForm } from '../api/paper-forms';
import { BOOKLET_CONTACTS } from '../model/eligibility';
import {
  emptyPaperForm,
  PAPER_CREATORS,
  paperFormPayload,
  validatePaperForm,
  type PaperFormValues,
} from '../model/paper-form';

const FIELDS = ['firstName', 'lastName', 'gender', 'birthDate', 'createdBy', 'email', 'countryCode', 'phoneNumber'];

/**
 * A family's paper form, typed in by a volunteer (docs/rules.md rule 49): the person, who in the family filled the form,
 * the family's e-mail and mobile (the account signs in with them), their language and the booklet's choices. Saved, it
 * answers the new registrant; the page then opens the profile for the volunteer to enter in the wizard.
 */
export function PaperFormDialog({
  eventId,
  opened,
  onClose,
  onEntered,
}: {
  eventId: number;
  opened: boolean;
  onClose: () => void;
  onEntered: (answer: PaperFormAnswer) => void;
}) {
  const { t, i18n } = useLingui();
  const today = useMemo(() => indiaToday(), []);
  const range = useMemo(() => birthDateRange(today), [today]);
  const countries = useQuery(getCountriesQueryOptions());
  const form = useForm<PaperFormValues & { countryId: string }>({
    initialValues: { ...emptyPaperForm(), countryId: '' },
    validate: (values) => translateCodes(validatePaperForm(values, today), i18n),
  });
  const enter = useEnterPaperForm({
    onSuccess: (answer) => {
      form.reset();
      onEntered(answer);
    },
    onError: (error) => form.setErrors(serverFieldErrors(error, FIELDS, i18n)),
  });
  const creators = PAPER_CREATORS.map((value) => ({ value, label: i18n._(CREATOR_LABELS[value]) }));
  const contactLabels = { desk: t`Only through the organisers' desk`, family: t`The family's phone number` };
  const booklet = form.values.booklet;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Trans>Enter a paper form</Trans>}
      size="lg"
      // A long form: Escape closes the date's calendar, never the form with what was typed.
      closeOnEscape={false}
      data-testid="paper-form-dialog"
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) => enter.mutate({ eventId, form: paperFormPayload(values) }))}
      >
        <Stack gap="md">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Trans>
              For a family that is not online. You then enter the rest of the profile as the form gives it. It reaches
              the booklet only once the person agrees, by a code sent to their own e-mail or on the form signed by
              them, and the moderators approve it.
            </Trans>
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t`The person's first name`}
              withAsterisk
              data-testid="paper-first-name"
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t`Last name`}
              withAsterisk
              data-testid="paper-last-name"
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <Radio.Group label={t`Bride or groom`} withAsterisk {...form.getInputProps('gender')} data-testid="paper-gender">
            <Group gap="lg" mt={6}>
              <Radio value="female" label={t`Bride`} data-testid="paper-gender-female" />
              <Radio value="male" label={t`Groom`} data-testid="paper-gender-male" />
            </Group>
          </Radio.Group>
          <BirthDateInput
            label={t`Date of birth`}
            withAsterisk
            minDate={range.min}
            maxDate={range.max}
            data-testid="paper-birth-date"
            {...form.getInputProps('birthDate')}
          />
          <NativeSelect
            label={t`Who in the family filled the form?`}
            description={t`They look after the profile; the e-mail and mobile below are theirs.`}
            data={creators}
            value={form.values.createdBy}
            onChange={(event) => form.setFieldValue('createdBy', creatorOf(event.currentTarget.value) ?? 'father')}
            data-testid="paper-created-by"
          />
          <TextInput
            label={t`The family's e-mail`}
            description={t`The account signs in with it. We e-mail it how to choose a password.`}
            type="email"
            withAsterisk
            data-testid="paper-email"
            {...form.getInputProps('email')}
          />
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <CountryCodeSelect
              label={t`Country code`}
              withAsterisk
              countries={countries.data}
              disabled={countries.isPending}
              value={form.values.countryId}
              error={form.errors.countryCode}
              onCountry={(country) => {
                form.setFieldValue('countryId', String(country.id));
                form.setFieldValue('countryCode', country.code);
              }}
              data-testid="paper-country-code"
            />
            <TextInput
              label={t`The family's mobile number`}
              inputMode="numeric"
              withAsterisk
              style={{ flex: 1, minWidth: 0 }}
              data-testid="paper-phone"
              {...form.getInputProps('phoneNumber')}
            />
          </Group>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              <Trans>The family's language</Trans>
            </Text>
            <SegmentedControl
              data={[
                { value: 'gu', label: 'ગુજરાતી' },
                { value: 'en', label: 'English' },
              ]}
              value={form.values.language}
              onChange={(value) => form.setFieldValue('language', value === 'en' ? 'en' : 'gu')}
              data-testid="paper-language"
            />
          </Stack>
          <Stack gap="xs" data-testid="paper-booklet">
            <Text size="sm" fw={500}>
              <Trans>What the family chose for the booklet</Trans>
            </Text>
            <Checkbox
              label={t`Show the photo`}
              checked={booklet.showPhoto}
              onChange={(e) => form.setFieldValue('booklet', { ...booklet, showPhoto: e.currentTarget.checked })}
              data-testid="paper-photo"
            />
            <Radio.Group
              value={booklet.contact}
              onChange={(value) =>
                form.setFieldValue('booklet', {
                  ...booklet,
                  contact: BOOKLET_CONTACTS.find((c) => c === value) ?? 'desk',
                })
              }
              aria-label={t`How families may reach them`}
            >
              <Stack gap={6}>
                {BOOKLET_CONTACTS.map((value) => (
                  <Radio key={value} value={value} label={contactLabels[value]} data-testid={`paper-contact-${value}`} />
                ))}
              </Stack>
            </Radio.Group>
            <Checkbox
              label={t`Show the annual income`}
              checked={booklet.showIncome}
              onChange={(e) => form.setFieldValue('booklet', { ...booklet, showIncome: e.currentTarget.checked })}
              data-testid="paper-income"
            />
          </Stack>
          <ProblemAlert error={enter.error} title={t`Nothing was saved`} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={enter.isPending} data-testid="paper-submit">
              <Trans>Register and enter the profile</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
