import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Checkbox, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { ContactRelation, ContactVisibility, FamilyContact } from '../../../api/generated/client';
import { FAMILY_CONTACTS_MAX } from '../../../api/generated/rules/rules';
import { ProblemAlert } from '../../../components/problem-alert';
import {
  CONTACT_RELATION_LABELS,
  CONTACT_RELATIONS,
  CONTACT_VISIBILITIES,
  CONTACT_VISIBILITY_LABELS,
} from '../../../lib/family-contact-labels';
import { showToast } from '../../../lib/toast';
import { useAnswerContactsRequest, useOwnFamilyContacts, useSaveFamilyContacts } from '../api/family-contacts';

const blank = (): FamilyContact => ({
  relation: 'uncle',
  name: '',
  countryCode: '+91',
  phoneNumber: '',
  isWhatsapp: false,
  visibility: 'accepted',
});

/**
 * The family's contacts (docs/rules.md rule 46): up to five people a connected member may call, besides the parents'
 * phones of the family details, each shown once connected, when they ask and the member agrees, or never; and the
 * requests of connected members to see those kept until asked. Nobody who is not connected ever sees one.
 */
export function ContactsSection({ editable }: { editable: boolean }) {
  const { t, i18n } = useLingui();
  const own = useOwnFamilyContacts();
  const [rows, setRows] = useState<FamilyContact[] | null>(null);
  const save = useSaveFamilyContacts({ onSuccess: () => showToast({ message: t`The family's contacts are saved.` }) });
  const answer = useAnswerContactsRequest();
  // What the member changes, over what the server holds until then.
  const list = rows ?? own.data?.contacts ?? [];
  const max = FAMILY_CONTACTS_MAX;
  const change = (index: number, patch: Partial<FamilyContact>) =>
    setRows(list.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const pending = (own.data?.asks ?? []).filter((ask) => ask.status === 'pending');

  return (
    <Stack gap="sm" data-testid="family-contacts">
      <Title order={2} size="h4">
        <Trans>The family's contacts</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>
          Besides the parents' phones, up to {max} people of the family a connected family may call. Only members you
          are connected with ever see them, and only as you choose for each.
        </Trans>
      </Text>
      <ProblemAlert error={own.error ?? save.error} />
      {list.map((row, index) => (
        <Paper key={index} withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid={`family-contact-${index}`}>
          <Stack gap="xs">
            <Group grow gap="xs" wrap="wrap" align="flex-end">
              <NativeSelect
                label={t`Who they are to you`}
                miw={140}
                disabled={!editable}
                data={CONTACT_RELATIONS.map((value) => ({ value, label: i18n._(CONTACT_RELATION_LABELS[value]) }))}
                value={row.relation}
                onChange={(event) =>
                  change(index, {
                    relation:
                      CONTACT_RELATIONS.find((r) => r === event.currentTarget.value) ?? ('relative' as ContactRelation),
                  })
                }
                data-testid={`family-contact-relation-${index}`}
              />
              <TextInput
                label={t`Name`}
                miw={160}
                disabled={!editable}
                value={row.name}
                onChange={(event) => change(index, { name: event.currentTarget.value })}
                data-testid={`family-contact-name-${index}`}
              />
            </Group>
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label={t`Code`}
                w={72}
                disabled={!editable}
                value={row.countryCode}
                onChange={(event) => change(index, { countryCode: event.currentTarget.value })}
                data-testid={`family-contact-code-${index}`}
              />
              <TextInput
                label={t`Mobile number`}
                inputMode="tel"
                style={{ flex: 1 }}
                disabled={!editable}
                value={row.phoneNumber}
                onChange={(event) => change(index, { phoneNumber: event.currentTarget.value })}
                data-testid={`family-contact-phone-${index}`}
              />
            </Group>
            <Checkbox
              label={t`On WhatsApp`}
              disabled={!editable}
              checked={row.isWhatsapp}
              onChange={(event) => change(index, { isWhatsapp: event.currentTarget.checked })}
              data-testid={`family-contact-whatsapp-${index}`}
            />
            <NativeSelect
              label={t`Shown to a connected family`}
              disabled={!editable}
              data={CONTACT_VISIBILITIES.map((value) => ({ value, label: i18n._(CONTACT_VISIBILITY_LABELS[value]) }))}
              value={row.visibility}
              onChange={(event) =>
                change(index, {
                  visibility:
                    CONTACT_VISIBILITIES.find((v) => v === event.currentTarget.value) ??
                    ('accepted' as ContactVisibility),
                })
              }
              data-testid={`family-contact-visibility-${index}`}
            />
            {editable && (
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => setRows(list.filter((_, i) => i !== index))}
                  data-testid={`family-contact-remove-${index}`}
                >
                  <Trans>Remove this contact</Trans>
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
      {editable && (
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Button
            variant="default"
            disabled={list.length >= max}
            onClick={() => setRows([...list, blank()])}
            data-testid="family-contact-add"
          >
            <Trans>Add a contact</Trans>
          </Button>
          <Button
            loading={save.isPending}
            disabled={!own.data}
            onClick={() =>
              save.mutate({ contacts: list.map((row) => ({ ...row, name: row.name.trim(), phoneNumber: row.phoneNumber.trim() })) })
            }
            data-testid="family-contacts-save"
          >
            <Trans>Save the contacts</Trans>
          </Button>
        </Group>
      )}
      {pending.length > 0 && (
        <Stack gap="xs" data-testid="family-contact-asks">
          <Text size="sm" fw={600}>
            <Trans>Asked to see the contacts you keep until asked</Trans>
          </Text>
          <ProblemAlert error={answer.error} />
          {pending.map((ask) => {
            const name = `${ask.firstName} ${ask.lastName}`.trim();
            return (
              <Paper key={ask.askId} withBorder radius="md" p="sm" data-testid={`family-contact-ask-${ask.askId}`}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {name}{' '}
                    <Badge variant="light" tt="none">
                      {ask.profileId}
                    </Badge>
                  </Text>
                  {editable && (
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => answer.mutate({ askId: ask.askId, approve: false })}
                        data-testid={`family-contact-decline-${ask.askId}`}
                      >
                        <Trans>Keep them</Trans>
                      </Button>
                      <Button
                        size="xs"
                        onClick={() => answer.mutate({ askId: ask.askId, approve: true })}
                        data-testid={`family-contact-approve-${ask.askId}`}
                      >
                        <Trans>Show them</Trans>
                      </Button>
                    </Group>
                  )}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
