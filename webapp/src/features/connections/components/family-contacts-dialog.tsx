import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { AnchorLink } from '../../../components/router-link';
import { ProblemAlert } from '../../../components/problem-alert';
import { useSession } from '../../../lib/session/use-session';
import { useAskFamilyContacts, useFamilyContacts } from '../api/get-family-contacts';
import { CONTACT_RELATION_LABELS } from '../../../lib/family-contact-labels';
import type { FamilyPhone } from '../../../api/generated/client';
import { callHref, shownNumber, whatsAppHref } from '../model/family-contacts';

/**
 * The family of a connection, one tap away (rule 10: accepted connections only): the parents' names and each phone
 * with a call link and, where the number is on WhatsApp, a WhatsApp link whose greeting, in the member's language,
 * says who is writing and from where.
 */
export function FamilyContactsDialog({
  opened,
  memberId,
  memberName,
  onClose,
}: {
  opened: boolean;
  memberId: number;
  memberName: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const contacts = useFamilyContacts(memberId, opened);
  const ask = useAskFamilyContacts(memberId);
  const me = useSession()?.user;
  const myName = me ? `${me.firstName} ${me.lastName}`.trim() : '';
  const myId = me?.profileId ?? '';
  const theirName = contacts.data?.firstName ?? memberName;
  const greeting = t`Namaste! I am ${myName} (${myId}) from Sagpan. We are connected there, and my family and I would like to talk with you about ${theirName}.`;
  const data = contacts.data;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Contact the family of ${memberName}`}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t`Close` }}
      data-testid="family-contacts-dialog"
    >
      {contacts.isPending ? (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label={t`Loading`} />
        </Group>
      ) : contacts.isError ? (
        <ProblemAlert error={contacts.error} />
      ) : data ? (
        <Stack gap="sm">
          {(data.fatherName || data.motherName) && (
            <Stack gap={2}>
              {data.fatherName && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="family-father">
                  <Trans>Father: {data.fatherName}</Trans>
                </Text>
              )}
              {data.motherName && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="family-mother">
                  <Trans>Mother: {data.motherName}</Trans>
                </Text>
              )}
            </Stack>
          )}
          {data.phones.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="family-no-phones">
              <Trans>The profile gives no phone number of the parents yet.</Trans>
            </Text>
          ) : (
            data.phones.map((phone, index) => (
              <PhoneCard
                key={`${phone.countryCode}${phone.phoneNumber}`}
                phone={phone}
                label={t`Parents' phone ${index + 1}`}
                greeting={greeting}
                testId="family-phone"
              />
            ))
          )}
          {/* The family's other contacts the member shows (rule 46), and those kept until asked. */}
          {data.contacts.map((contact) => (
            <PhoneCard
              key={`${contact.countryCode}${contact.phoneNumber}`}
              phone={contact}
              label={`${i18n._(CONTACT_RELATION_LABELS[contact.relation])}: ${contact.name}`}
              greeting={greeting}
              testId="family-contact"
            />
          ))}
          {data.onRequest > 0 && (
            <Paper withBorder radius="md" p="sm" data-testid="family-contacts-kept">
              <Text size="sm">
                {data.ask === 'pending' ? (
                  <Trans>You asked to see the family's other contacts; they have not answered yet.</Trans>
                ) : data.ask === 'declined' ? (
                  <Trans>The family keeps their other contacts to themselves.</Trans>
                ) : (
                  <Trans>The family shares more contacts when asked.</Trans>
                )}
              </Text>
              {!data.ask && (
                <Button
                  mt={6}
                  size="xs"
                  variant="light"
                  loading={ask.isPending}
                  onClick={() => ask.mutate(memberId)}
                  data-testid="family-contacts-ask"
                >
                  <Trans>Ask for their contacts</Trans>
                </Button>
              )}
              <ProblemAlert error={ask.error} />
            </Paper>
          )}
          <Text size="xs" c="dimmed">
            <Trans>
              WhatsApp opens with a greeting ready to send; you can change it first. Please call at a time that suits a
              family.
            </Trans>
          </Text>
          <AnchorLink
            size="sm"
            to="/matches/detail/$id"
            params={{ id: String(memberId) }}
            data-testid="family-see-profile"
            onClick={onClose}
          >
            <Trans>See the whole profile</Trans>
          </AnchorLink>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** One number of the family: who it is, the number, a call link and, on WhatsApp, a greeting ready to send. */
function PhoneCard({
  phone,
  label,
  greeting,
  testId,
}: {
  phone: Pick<FamilyPhone, 'countryCode' | 'phoneNumber' | 'isWhatsapp'>;
  label: string;
  greeting: string;
  testId: string;
}) {
  const { t } = useLingui();
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {label}
      </Text>
      <Text fw={600} dir="ltr" style={{ overflowWrap: 'anywhere' }}>
        {shownNumber(phone)}
      </Text>
      <Group gap="xs" mt={6} wrap="wrap">
        <Button
          component="a"
          href={callHref(phone)}
          size="xs"
          color="green"
          data-testid="family-call"
          aria-label={t`Call ${shownNumber(phone)}`}
        >
          <Trans>Call</Trans>
        </Button>
        {phone.isWhatsapp && (
          <Button
            component="a"
            href={whatsAppHref(phone, greeting)}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            variant="light"
            color="teal"
            data-testid="family-whatsapp"
            aria-label={t`Write on WhatsApp to ${shownNumber(phone)}`}
          >
            {t`WhatsApp`}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
