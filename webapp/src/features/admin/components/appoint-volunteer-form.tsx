import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Input, MultiSelect, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { EMAIL_MAX, NAME_MAX, PROFILE_ID_LEN } from '../../../api/generated/rules/rules';
import { ProblemAlert } from '../../../components/problem-alert';
import { golOptions } from '../../../components/preference-fields/model/options';
import { alertError, serverFieldErrors } from '../../../components/profile-form/form-errors';
import { getCommunitiesQueryOptions } from '../../../lib/lookups/get-communities';
import { getGolsQueryOptions } from '../../../lib/lookups/get-gols';
import { useAllVillages } from '../../../lib/lookups/get-villages';
import { toOptions } from '../../../lib/lookups/lookup-lists';
import { namesFilter } from '../../../lib/lookups/search-fold';
import { ruleMessageOrText } from '../../../lib/rule-messages';
import { showToast } from '../../../lib/toast';
import { useAppointVolunteer } from '../api/appoint-volunteer';
import {
  APPOINT_FIELDS,
  APPOINT_WHO,
  appointRequest,
  emptyAppoint,
  NO_PLACES,
  validateAppoint,
  VOLUNTEER_VILLAGES_MAX,
  type AppointValues,
  type AppointWho,
} from '../model/volunteers';

/** How many villages the list shows at once while a moderator types (there are about a thousand). */
const VILLAGE_OPTIONS_LIMIT = 50;

/**
 * Appoints a samaj volunteer (docs/rules.md rule 45): a member by profile id, or an account of its own by e-mail and
 * name, for villages of the reference list (searchable in either script) and/or a gol. The volunteer is told by e-mail;
 * a new account chooses its password through "Forgot password".
 */
export function AppointVolunteerForm() {
  const { t, i18n } = useLingui();
  const whoId = useId();
  const villages = useAllVillages();
  const gols = useQuery(getGolsQueryOptions());
  const communities = useQuery(getCommunitiesQueryOptions());

  const form = useForm<AppointValues>({
    mode: 'controlled',
    initialValues: emptyAppoint(),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(validateAppoint(values)).map(([field, code]) => [
          field,
          code === NO_PLACES ? t`Choose at least one village or a gol.` : ruleMessageOrText(code, i18n),
        ]),
      ),
  });

  const appoint = useAppointVolunteer({
    onSuccess: (volunteer) => {
      const name = `${volunteer.firstName} ${volunteer.lastName}`.trim();
      showToast({ message: t`${name} is appointed a samaj volunteer and told by e-mail.` });
      form.reset();
    },
    onError: (error) => form.setErrors(serverFieldErrors(error, APPOINT_FIELDS, i18n)),
  });
  const placed = serverFieldErrors(appoint.error, APPOINT_FIELDS, i18n);

  const villageData = useMemo(() => toOptions(villages.data?.result), [villages.data]);
  // The named gols, grouped by community: "no gol" and "don't know" serve nobody.
  const golData = useMemo(
    () =>
      golOptions(
        (gols.data?.result ?? []).filter((gol) => gol.parentCommunityId != null),
        communities.data?.result ?? [],
      ),
    [gols.data, communities.data],
  );
  const whoLabels: Record<AppointWho, string> = {
    member: t`A member (profile id)`,
    account: t`An account of its own (e-mail, first and last name)`,
  };
  const values = form.getValues();

  return (
    <form onSubmit={form.onSubmit((v) => appoint.mutate(appointRequest(v)))} noValidate data-testid="appoint-form">
      <Stack gap="sm">
        <ProblemAlert error={alertError(appoint.error, placed)} title={t`Nobody was appointed`} />
        <Input.Wrapper label={t`Who`} labelElement="div" id={whoId}>
          <SegmentedControl
            fullWidth
            mt={4}
            aria-labelledby={`${whoId}-label`}
            value={values.who}
            onChange={(next) => form.setFieldValue('who', APPOINT_WHO.find((w) => w === next) ?? 'member')}
            data={APPOINT_WHO.map((value) => ({ value, label: whoLabels[value] }))}
            // The labels are long (more so in Gujarati): they wrap inside their segment rather than overflow a phone.
            styles={{ label: { whiteSpace: 'normal' } }}
            data-testid="appoint-who"
          />
        </Input.Wrapper>
        {values.who === 'member' ? (
          <TextInput
            label={t`Profile ID`}
            description={t`An approved member, who stays a member.`}
            placeholder="PT104233"
            withAsterisk
            maxLength={PROFILE_ID_LEN + 4}
            data-testid="appoint-profile-id"
            {...form.getInputProps('profileId')}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={t`E-mail`}
              description={t`They choose a password through "Forgot password".`}
              type="email"
              withAsterisk
              maxLength={EMAIL_MAX}
              data-testid="appoint-email"
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t`First name`}
              withAsterisk
              maxLength={NAME_MAX}
              data-testid="appoint-first-name"
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t`Last name`}
              withAsterisk
              maxLength={NAME_MAX}
              data-testid="appoint-last-name"
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
        )}
        <MultiSelect
          label={t`Villages`}
          description={t`At most ${VOLUNTEER_VILLAGES_MAX}. Type a name in Gujarati or English.`}
          placeholder={values.villageIds.length ? undefined : t`Choose villages`}
          searchable
          clearable
          hidePickedOptions
          maxValues={VOLUNTEER_VILLAGES_MAX}
          limit={VILLAGE_OPTIONS_LIMIT}
          nothingFoundMessage={t`Nothing found`}
          data={villageData}
          filter={namesFilter(villages.data?.result)}
          disabled={!villages.data}
          comboboxProps={{ withinPortal: true }}
          data-testid="appoint-villages"
          {...form.getInputProps('villageIds')}
        />
        <Select
          label={t`Gol (optional)`}
          description={t`Every village of the gol.`}
          placeholder={t`No gol`}
          searchable
          clearable
          nothingFoundMessage={t`Nothing found`}
          data={golData}
          filter={namesFilter(gols.data?.result)}
          disabled={!gols.data}
          comboboxProps={{ withinPortal: true }}
          data-testid="appoint-gol"
          {...form.getInputProps('golId')}
        />
        <ProblemAlert error={villages.error ?? gols.error} title={t`The reference lists could not be loaded`} />
        <Group justify="flex-end">
          <Button type="submit" loading={appoint.isPending} w={{ base: '100%', sm: 'auto' }} data-testid="appoint-submit">
            <Trans>Appoint</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
