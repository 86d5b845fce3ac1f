import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { VillageMember } from '../../../api/generated/client';
import { SEARCH_QUERY_MAX } from '../../../api/generated/rules/rules';
import { ProblemAlert, ProblemMessages } from '../../../components/problem-alert';
import { ProfileNav } from '../../../components/profile-nav';
import { ButtonLink } from '../../../components/router-link';
import { problemReason } from '../../../lib/problem';
import { isVolunteerAccount } from '../../../lib/session/roles';
import { useSession } from '../../../lib/session/use-session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useVillageMembers } from '../api/get-village-members';
import { memberQuery, pageCount, VOUCH_STATUS_COLORS, VOUCH_STATUS_LABELS } from '../model/vouch';
import { VouchDialog } from './vouch-dialog';

/** One member of the volunteer's villages: name, father's name, age, groom or bride, place, profile id, the word. */
function MemberRow({ member, onVouch }: { member: VillageMember; onVouch: (member: VillageMember) => void }) {
  const { t, i18n } = useLingui();
  const name = `${member.firstName} ${member.lastName}`.trim();
  const age = member.age;
  const facts = [t`${age} years`, member.male ? t`Groom` : t`Bride`, member.place].filter(Boolean).join(' · ');
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid={`volunteer-member-${member.memberId}`}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}{' '}
            <Text span size="sm" c="dimmed" fw={400} style={{ whiteSpace: 'nowrap' }}>
              · {member.profileId}
            </Text>
          </Text>
          {member.fatherName && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Trans>Father: {member.fatherName}</Trans>
            </Text>
          )}
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {facts}
          </Text>
        </Stack>
        {member.myVouch ? (
          <Badge
            variant="light"
            color={VOUCH_STATUS_COLORS[member.myVouch]}
            tt="none"
            maw="100%"
            h="auto"
            styles={{ label: { whiteSpace: 'normal' } }}
            data-testid={`volunteer-member-vouch-${member.memberId}`}
            data-status={member.myVouch}
          >
            {i18n._(VOUCH_STATUS_LABELS[member.myVouch])}
          </Badge>
        ) : (
          <Button
            variant="light"
            onClick={() => onVouch(member)}
            w={{ base: '100%', xs: 'auto' }}
            data-testid={`vouch-button-${member.memberId}`}
          >
            <Trans>Vouch</Trans>
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/**
 * /volunteer (docs/rules.md rule 45): a samaj volunteer's page. The villages (or gol) they serve, the approved members
 * of them (no photo, no contact), found by name or profile id, and the word they give for a family they know
 * personally, which the member accepts before it shows as the samaj badge. For an account that is not appointed (or no
 * longer) the server answers 403 `not_volunteer`, which the page says in words.
 */
export function VolunteerPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Samaj volunteer`);
  const ownAccount = isVolunteerAccount(useSession()?.user);
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 300);
  const q = memberQuery(debounced);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<VillageMember | null>(null);
  const members = useVillageMembers(page, q);
  const list = members.data;
  const notVolunteer = problemReason(members.error) === 'not_volunteer';
  const pages = list ? pageCount(list.totalCount) : 1;
  const count = list?.totalCount ?? 0;

  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid="volunteer-page">
      {ownAccount && <ProfileNav />}
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <div style={{ flex: '1 1 300px', minWidth: 0 }}>
            <Title order={1} size="h2">
              <Trans>Samaj volunteer</Trans>
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              <Trans>
                Give your word for the families of your villages whom you know personally. The member accepts it before
                families see it on the profile as the samaj badge. Every word you give is recorded.
              </Trans>
            </Text>
          </div>
          {/* The events of the villages they serve, which volunteers organise (docs/rules.md rule 49). */}
          {!notVolunteer && (
            <ButtonLink
              to="/admin/events"
              variant="light"
              w={{ base: '100%', xs: 'auto' }}
              data-testid="volunteer-events-link"
            >
              <Trans>Events you organise</Trans>
            </ButtonLink>
          )}
        </Group>
        {notVolunteer ? (
          <Alert
            color="orange"
            variant="light"
            title={t`This page is for samaj volunteers`}
            data-testid="volunteer-not-appointed"
          >
            <Stack gap={4}>
              <ProblemMessages error={members.error} />
              <Text size="sm">
                <Trans>
                  The moderators appoint volunteers for their villages. If you were one, your appointment may have been
                  withdrawn.
                </Trans>
              </Text>
            </Stack>
          </Alert>
        ) : (
          <ProblemAlert error={members.error} title={t`The members could not be loaded`} />
        )}
        {list && list.places.length > 0 && (
          <Group gap={6} wrap="wrap" data-testid="volunteer-places">
            <Text size="sm" fw={500}>
              <Trans>You serve:</Trans>
            </Text>
            {list.places.map((place) => (
              <Badge key={place} variant="light" color="green" tt="none" maw="100%">
                {place}
              </Badge>
            ))}
          </Group>
        )}
        {!notVolunteer && (
          <TextInput
            label={t`Find a member`}
            description={t`By name or profile id, at least 2 characters.`}
            placeholder={t`e.g. Patel or PT104233`}
            value={text}
            maxLength={SEARCH_QUERY_MAX}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setPage(1);
            }}
            rightSection={members.isFetching && list ? <Loader size="xs" /> : null}
            data-testid="volunteer-search"
          />
        )}
        {members.isPending && (
          <Stack gap="sm" role="status" aria-busy="true" aria-label={t`Loading`}>
            <Skeleton height={84} radius="md" />
            <Skeleton height={84} radius="md" />
          </Stack>
        )}
        {list && (
          <>
            <Text size="sm" c="dimmed" data-testid="volunteer-count">
              {t`${plural(count, { one: '# member', other: '# members' })}`}
            </Text>
            {list.result.length === 0 ? (
              <Paper withBorder radius="md" p="xl" data-testid="volunteer-empty">
                <Text c="dimmed" ta="center">
                  {q ? (
                    <Trans>No member of your villages matches this search.</Trans>
                  ) : (
                    <Trans>No approved member of your villages yet.</Trans>
                  )}
                </Text>
              </Paper>
            ) : (
              <Stack gap="sm" data-testid="volunteer-members">
                {list.result.map((member) => (
                  <MemberRow key={member.memberId} member={member} onVouch={setChosen} />
                ))}
              </Stack>
            )}
            {pages > 1 && (
              <Center>
                <Pagination
                  total={pages}
                  value={page}
                  onChange={setPage}
                  size="sm"
                  getControlProps={(control) => ({
                    'aria-label': {
                      first: t`First page`,
                      previous: t`Previous page`,
                      next: t`Next page`,
                      last: t`Last page`,
                    }[control],
                  })}
                  data-testid="volunteer-pages"
                />
              </Center>
            )}
          </>
        )}
      </Stack>
      <VouchDialog member={chosen} onClose={() => setChosen(null)} />
    </Container>
  );
}
