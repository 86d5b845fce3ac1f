import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Chip,
  CloseButton,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, type ReactNode } from 'react';
import type { EventView } from '../../../api/generated/client';
import { ProblemAlert } from '../../../components/problem-alert';
import { communityOptions, golOptions } from '../../../components/preference-fields/model/options';
import { scrollToFirstError } from '../../../components/profile-form/form-errors';
import { MARITAL_STATUS_OPTIONS, optionItems } from '../../../components/profile-form/model/options';
import { getCommunitiesQueryOptions } from '../../../lib/lookups/get-communities';
import { getGolsQueryOptions } from '../../../lib/lookups/get-gols';
import { useAllVillages } from '../../../lib/lookups/get-villages';
import { toOptions } from '../../../lib/lookups/lookup-lists';
import { namesFilter } from '../../../lib/lookups/search-fold';
import { problemFieldErrors } from '../../../lib/problem';
import { ruleMessageOrText } from '../../../lib/rule-messages';
import { useSaveEvent } from '../api/save-event';
import { todayInIndia } from '../model/days';
import { EVENT_FOR, EVENT_FOR_LABELS } from '../model/eligibility';
import {
  canAddCommitteeMember,
  CLOSES_AFTER_EVENT,
  DATE_PASSED,
  EVENT_COMMITTEE_MAX,
  emptyCommitteeRow,
  emptyEventForm,
  eventFormValues,
  eventLimits,
  eventRequest,
  formErrorsOf,
  validateEventForm,
  type EventFormValues,
} from '../model/event-form';
import { DayInput } from './day-input';

/** The Gujarati name's example: a name as organisers write it, the same in either language of the page. */
const GUJARATI_EXAMPLE = 'કડવા પાટીદાર પરિચય સંમેલન, ઊંઝા';

/** How many villages the list shows at once while an organiser types (there are about a thousand). */
const VILLAGE_OPTIONS_LIMIT = 50;

/** A part of the form: a heading, a line saying what it is for, the fields. */
function Part({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5">
            {title}
          </Title>
          {intro && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {intro}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The organisers' form of an event (docs/rules.md rule 49), to create one (no `event`) or change it: both names, the
 * day, venue, the village or gol it is for, the committee (at most 12), the registration window, who may register, the
 * places, a fee note and whom to ask. The shared rules are checked before sending; the server's refusals stand under
 * their fields, or above the form when they name none (a day passed, a village the volunteer does not serve, fewer
 * places than registrations).
 */
export function EventForm({ event, onSaved }: { event?: EventView; onSaved: (saved: EventView) => void }) {
  const { t, i18n } = useLingui();
  const openToId = useId();
  const { nameMin, nameMax, textMax, capacityMin, capacityMax, ageMin, ageMax } = eventLimits();
  const villages = useAllVillages();
  const gols = useQuery(getGolsQueryOptions());
  const communities = useQuery(getCommunitiesQueryOptions());

  const message = (code: string) => {
    if (code === DATE_PASSED) return t`Choose today or a later day.`;
    if (code === CLOSES_AFTER_EVENT) return t`Registration closes on the day of the event at the latest.`;
    return ruleMessageOrText(code, i18n);
  };
  const translate = (codes: Record<string, string>) =>
    Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, message(code)]));

  const form = useForm<EventFormValues>({
    mode: 'controlled',
    initialValues: event ? eventFormValues(event) : emptyEventForm(),
    validate: (values) => translate(validateEventForm(values, todayInIndia(), event?.heldOn)),
  });

  const save = useSaveEvent({
    onSuccess: (saved) => {
      // A change comes back as the event saved (trimmed, blank committee rows gone): the form shows it.
      if (event) {
        const next = eventFormValues(saved);
        form.setInitialValues(next);
        form.setValues(next);
      }
      onSaved(saved);
    },
    onError: (error) => {
      form.setErrors(translate(formErrorsOf(problemFieldErrors(error))));
      scrollToFirstError();
    },
  });
  const placed = formErrorsOf(problemFieldErrors(save.error));

  const villageData = useMemo(() => toOptions(villages.data?.result), [villages.data]);
  // An event is for a named gol: "no gol" and "don't know" are no place.
  const placeGolData = useMemo(
    () =>
      golOptions(
        (gols.data?.result ?? []).filter((gol) => gol.parentCommunityId != null),
        communities.data?.result ?? [],
      ),
    [gols.data, communities.data],
  );
  const golData = useMemo(
    () => golOptions(gols.data?.result ?? [], communities.data?.result ?? []),
    [gols.data, communities.data],
  );
  const communityData = useMemo(
    () => communityOptions(communities.data?.result ?? [], (name) => t`All of ${name}`),
    [communities.data, t],
  );
  const statuses = useMemo(() => optionItems(MARITAL_STATUS_OPTIONS, i18n.locale), [i18n.locale]);
  const values = form.getValues();
  const committeeCount = values.committee.length;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => save.mutate({ eventId: event?.eventId, event: eventRequest(v) }), scrollToFirstError)}
      data-testid="event-form"
    >
      <Stack gap="md">
        <Part title={<Trans>The event</Trans>}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t`Name in Gujarati`}
              description={t`${nameMin} to ${nameMax} characters`}
              placeholder={t`e.g. ${GUJARATI_EXAMPLE}`}
              lang="gu"
              withAsterisk
              maxLength={nameMax}
              data-testid="event-name-gu"
              {...form.getInputProps('nameGu')}
            />
            <TextInput
              label={t`Name in English`}
              description={t`${nameMin} to ${nameMax} characters`}
              placeholder={t`e.g. Kadva Patidar Parichay Sammelan, Unjha`}
              lang="en"
              withAsterisk
              maxLength={nameMax}
              data-testid="event-name-en"
              {...form.getInputProps('nameEn')}
            />
            <DayInput
              label={t`Day of the event`}
              withAsterisk
              data-testid="event-held-on"
              {...form.getInputProps('heldOn')}
            />
            <TextInput
              label={t`Venue`}
              placeholder={t`e.g. Umiya Mataji temple hall, Unjha`}
              withAsterisk
              maxLength={textMax}
              data-testid="event-venue"
              {...form.getInputProps('venue')}
            />
          </SimpleGrid>
        </Part>

        <Part
          title={<Trans>Organised for</Trans>}
          intro={
            <Trans>
              A village or a gol. A volunteer organises for the villages or the gol they serve; only moderators organise
              for the whole samaj, leaving both empty.
            </Trans>
          }
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t`Village`}
              description={t`Type a name in Gujarati or English.`}
              placeholder={t`No village`}
              searchable
              clearable
              limit={VILLAGE_OPTIONS_LIMIT}
              nothingFoundMessage={t`Nothing found`}
              data={villageData}
              filter={namesFilter(villages.data?.result)}
              disabled={!villages.data}
              comboboxProps={{ withinPortal: true }}
              data-testid="event-village"
              {...form.getInputProps('villageId')}
            />
            <Select
              label={t`Gol`}
              description={t`Every village of the gol.`}
              placeholder={t`No gol`}
              searchable
              clearable
              nothingFoundMessage={t`Nothing found`}
              data={placeGolData}
              filter={namesFilter(gols.data?.result)}
              disabled={!gols.data}
              comboboxProps={{ withinPortal: true }}
              data-testid="event-gol"
              {...form.getInputProps('golId')}
            />
          </SimpleGrid>
        </Part>

        <Part
          title={<Trans>Organising committee</Trans>}
          intro={
            <Trans>
              Up to {EVENT_COMMITTEE_MAX} people, each with their part: president, secretary, the desk, volunteers.
            </Trans>
          }
        >
          <Stack gap="sm" data-testid="event-committee-rows">
            {values.committee.map((_, index) => {
              const n = index + 1;
              return (
              <Group key={index} gap="xs" align="flex-start" wrap="nowrap" data-testid="event-committee-row">
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" style={{ flex: 1, minWidth: 0 }}>
                  <TextInput
                    aria-label={t`Name, committee member ${n}`}
                    placeholder={t`Name`}
                    maxLength={textMax}
                    data-testid={`event-committee-name-${index}`}
                    {...form.getInputProps(`committee.${index}.name`)}
                  />
                  <TextInput
                    aria-label={t`Part, committee member ${n}`}
                    placeholder={t`Part, e.g. secretary`}
                    maxLength={textMax}
                    data-testid={`event-committee-role-${index}`}
                    {...form.getInputProps(`committee.${index}.role`)}
                  />
                </SimpleGrid>
                <CloseButton
                  mt={6}
                  aria-label={t`Remove committee member ${n}`}
                  onClick={() => form.removeListItem('committee', index)}
                  data-testid={`event-committee-remove-${index}`}
                />
              </Group>
              );
            })}
          </Stack>
          {form.errors.committee && (
            <Text size="sm" c="red" role="alert">
              {form.errors.committee}
            </Text>
          )}
          <Group gap="sm" wrap="wrap">
            <Button
              variant="light"
              size="xs"
              disabled={!canAddCommitteeMember(values.committee)}
              onClick={() => form.insertListItem('committee', emptyCommitteeRow())}
              data-testid="event-committee-add"
            >
              <Trans>Add a member</Trans>
            </Button>
            <Text size="xs" c="dimmed">
              <Trans>
                {committeeCount} of {EVENT_COMMITTEE_MAX}
              </Trans>
            </Text>
          </Group>
        </Part>

        <Part
          title={<Trans>Registration</Trans>}
          intro={<Trans>Members register from the day it opens to the end of the day it closes.</Trans>}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <DayInput
              label={t`Opens on`}
              withAsterisk
              data-testid="event-opens-on"
              {...form.getInputProps('opensOn')}
            />
            <DayInput
              label={t`Closes on`}
              description={t`The day of the event at the latest.`}
              withAsterisk
              data-testid="event-closes-on"
              {...form.getInputProps('closesOn')}
            />
            <NumberInput
              label={t`Places`}
              description={t`${capacityMin} to ${capacityMax}`}
              withAsterisk
              min={capacityMin}
              max={capacityMax}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              data-testid="event-capacity"
              {...form.getInputProps('capacity')}
            />
          </SimpleGrid>
          <TextInput
            label={t`Fee (optional)`}
            description={t`What registration costs and how to pay, in your words.`}
            maxLength={textMax}
            data-testid="event-fee-note"
            {...form.getInputProps('feeNote')}
          />
          <TextInput
            label={t`Whom to ask`}
            description={t`A name and a phone number.`}
            withAsterisk
            maxLength={textMax}
            data-testid="event-contact"
            {...form.getInputProps('contact')}
          />
        </Part>

        <Part
          title={<Trans>Who may register</Trans>}
          intro={<Trans>Ages count on the day of the event. A list left empty means anyone.</Trans>}
        >
          <SimpleGrid cols={{ base: 2 }} spacing="sm">
            <NumberInput
              label={t`Youngest age`}
              placeholder={t`Any`}
              min={ageMin}
              max={ageMax}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              data-testid="event-min-age"
              {...form.getInputProps('minAge')}
            />
            <NumberInput
              label={t`Oldest age`}
              placeholder={t`Any`}
              min={ageMin}
              max={ageMax}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              data-testid="event-max-age"
              {...form.getInputProps('maxAge')}
            />
          </SimpleGrid>
          <Input.Wrapper label={t`Open to`} labelElement="div" id={openToId}>
            <SegmentedControl
              fullWidth
              mt={4}
              aria-labelledby={`${openToId}-label`}
              value={values.openTo}
              onChange={(next) => form.setFieldValue('openTo', EVENT_FOR.find((v) => v === next) ?? 'both')}
              data={EVENT_FOR.map((value) => ({ value, label: i18n._(EVENT_FOR_LABELS[value]) }))}
              // Gujarati labels are longer: they wrap inside their segment rather than overflow a phone.
              styles={{ label: { whiteSpace: 'normal' } }}
              data-testid="event-open-to"
            />
          </Input.Wrapper>
          <MultiSelect
            label={t`Communities`}
            description={t`Choosing a whole community includes all its sub-communities.`}
            placeholder={values.communityIds.length ? undefined : t`Any`}
            searchable
            clearable
            hidePickedOptions
            nothingFoundMessage={t`Nothing found`}
            data={communityData}
            filter={namesFilter(communities.data?.result)}
            disabled={!communities.data}
            comboboxProps={{ withinPortal: true }}
            data-testid="event-communities"
            {...form.getInputProps('communityIds')}
          />
          <MultiSelect
            label={t`Gols`}
            placeholder={values.golIds.length ? undefined : t`Any`}
            searchable
            clearable
            hidePickedOptions
            nothingFoundMessage={t`Nothing found`}
            data={golData}
            filter={namesFilter(gols.data?.result)}
            disabled={!gols.data}
            comboboxProps={{ withinPortal: true }}
            data-testid="event-gols"
            {...form.getInputProps('golIds')}
          />
          <Input.Wrapper label={t`Marital status`} labelElement="div" error={form.errors.maritalStatuses}>
            <Chip.Group multiple {...form.getInputProps('maritalStatuses')}>
              <Group gap="xs" mt={6} data-testid="event-marital-statuses">
                {statuses.map((status) => (
                  <Chip
                    key={status.value}
                    value={status.value}
                    size="sm"
                    data-testid={`event-marital-status-${status.value}`}
                  >
                    {status.label}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {values.maritalStatuses.length === 0 && (
              <Text size="xs" c="dimmed" mt={4}>
                <Trans>None chosen: any marital status.</Trans>
              </Text>
            )}
          </Input.Wrapper>
        </Part>

        <ProblemAlert error={villages.error ?? gols.error ?? communities.error} title={t`The reference lists could not be loaded`} />
        <ProblemAlert
          error={Object.keys(placed).length > 0 ? null : save.error}
          title={t`The event was not saved`}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} w={{ base: '100%', sm: 'auto' }} data-testid="event-save">
            {event ? <Trans>Save changes</Trans> : <Trans>Create the event</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
