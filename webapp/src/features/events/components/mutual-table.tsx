import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { PairSide } from '../../../api/generated/client';
import { EmptyList } from '../../../components/card-pages';
import { ProblemAlert } from '../../../components/problem-alert';
import { dateTime } from '../../../lib/relative-time';
import { useEventMutualMarks } from '../api/get-event-mutual';

function Side({ side }: { side: PairSide }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span fw={700}>
        {side.eventNumber}
      </Text>{' '}
      {`${side.firstName} ${side.lastName}`.trim()}{' '}
      <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {side.profileId}
      </Text>
    </Text>
  );
}

/**
 * The organisers' desk on the day (docs/rules.md rule 49): each pair who marked each other, latest first, so the desk
 * can call both families and arrange a meeting on the spot; whether both confirmed the connection. A block either way
 * leaves a pair out. On a phone the table scrolls sideways inside its frame.
 */
export function MutualTable({ eventId }: { eventId: number }) {
  const { t, i18n } = useLingui();
  const pairs = useEventMutualMarks(eventId);
  const rows = pairs.data ?? [];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="event-mutual">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            <Trans>Marked each other</Trans>
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <Trans>
              On the day, registrants mark the numbers of those they would like to meet. The pairs who marked each other
              are here, so the desk can arrange for the families to meet.
            </Trans>
          </Text>
        </div>
        <ProblemAlert error={pairs.error} title={t`The marks could not be loaded`} />
        {pairs.isPending && <Skeleton height={80} radius="md" />}
        {pairs.data &&
          (rows.length === 0 ? (
            <EmptyList testId="event-mutual-empty">
              <Trans>No pair has marked each other yet.</Trans>
            </EmptyList>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table striped verticalSpacing="xs" data-testid="mutual-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Trans>Bride</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Groom</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Since</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Connection</Trans>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((pair) => (
                    <Table.Tr
                      key={`${pair.bride.eventNumber}-${pair.groom.eventNumber}`}
                      data-testid="mutual-row"
                      data-bride={pair.bride.eventNumber}
                      data-groom={pair.groom.eventNumber}
                      data-connected={pair.connected || undefined}
                    >
                      <Table.Td>
                        <Side side={pair.bride} />
                      </Table.Td>
                      <Table.Td>
                        <Side side={pair.groom} />
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {dateTime(pair.mutualSince, i18n.locale)}
                      </Table.Td>
                      <Table.Td>
                        {pair.connected ? (
                          <Badge color="green" tt="none">
                            <Trans>Connected</Trans>
                          </Badge>
                        ) : (
                          <Badge color="gray" variant="light" tt="none">
                            <Trans>Not yet confirmed</Trans>
                          </Badge>
                        )}
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
