import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { EventRegistrant } from '../../../api/generated/client';
import { EmptyList } from '../../../components/card-pages';
import { ProblemAlert } from '../../../components/problem-alert';
import { useEventRegistrants } from '../api/get-event-registrants';

/** What a registrant chose for the booklet, in short: photo, contact, income. */
function Choices({ registrant }: { registrant: EventRegistrant }) {
  const { t } = useLingui();
  const parts = [
    registrant.showPhoto ? t`Photo` : t`No photo`,
    registrant.contact === 'family' ? t`Family's phone` : t`Desk only`,
    registrant.showIncome ? t`Income` : t`No income`,
  ];
  return <>{parts.join(' · ')}</>;
}

/**
 * The organisers' desk list of an event (docs/rules.md rule 49): by event number, those who withdrew last and greyed,
 * keeping their number. Name, profile id, age on the day, bride or groom, village, and what each chose for the
 * booklet; never a photo or a contact. On a phone the table scrolls sideways inside its frame.
 */
export function RegistrantsTable({ eventId }: { eventId: number }) {
  const { t } = useLingui();
  const registrants = useEventRegistrants(eventId);
  const rows = registrants.data ?? [];
  const standing = rows.filter((r) => !r.withdrawn).length;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="event-registrants">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            <Trans>Registrants</Trans>
          </Title>
          {registrants.data && (
            <Text size="sm" c="dimmed" data-testid="event-registrants-count" data-count={standing}>
              {t`${plural(standing, { one: '# registered', other: '# registered' })}`}
            </Text>
          )}
        </div>
        <ProblemAlert error={registrants.error} title={t`The registrants could not be loaded`} />
        {registrants.isPending && <Skeleton height={120} radius="md" />}
        {registrants.data &&
          (rows.length === 0 ? (
            <EmptyList testId="event-registrants-empty">
              <Trans>Nobody has registered yet.</Trans>
            </EmptyList>
          ) : (
            <Table.ScrollContainer minWidth={680}>
              <Table striped highlightOnHover verticalSpacing="xs" data-testid="registrants-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Trans>No.</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Name</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Profile ID</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Age</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Bride or groom</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Village</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Booklet shows</Trans>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((registrant) => (
                    <Table.Tr
                      key={registrant.eventNumber}
                      c={registrant.withdrawn ? 'dimmed' : undefined}
                      style={registrant.withdrawn ? { opacity: 0.6 } : undefined}
                      data-testid="registrant-row"
                      data-event-number={registrant.eventNumber}
                      data-withdrawn={registrant.withdrawn || undefined}
                    >
                      <Table.Td fw={700}>{registrant.eventNumber}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        {`${registrant.firstName} ${registrant.lastName}`.trim()}
                        {registrant.withdrawn && (
                          <Badge ml={6} size="xs" variant="outline" color="gray" tt="none">
                            <Trans>Withdrawn</Trans>
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{registrant.profileId}</Table.Td>
                      <Table.Td>{registrant.age ?? '—'}</Table.Td>
                      <Table.Td>{registrant.bride ? t`Bride` : t`Groom`}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{registrant.place ?? '—'}</Table.Td>
                      <Table.Td>
                        <Choices registrant={registrant} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ))}
      </Stack>
    </Paper>
  );
}
