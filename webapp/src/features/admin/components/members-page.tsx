import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { ProblemAlert } from '../../../components/problem-alert';
import { RowLink } from '../../../components/router-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SEARCH_MIN_CHARS, useSearchMembers } from '../api/search-members';
import { statusColor, statusLabel } from '../model/labels';

/** /admin/members: find a member by profile id, e-mail, phone or name. Each result is a link to the member's page. */
export function MembersPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Member look-up`);
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 300);
  const search = useSearchMembers(query);
  const ready = query.length >= SEARCH_MIN_CHARS;
  const items = ready ? (search.data?.result ?? []) : [];

  return (
    <Stack gap="lg" data-testid="admin-members">
      <div>
        <Title order={1} size="h2">
          <Trans>Member look-up</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>Search by profile id, e-mail, mobile number or name (at least 2 characters).</Trans>
        </Text>
      </div>
      <TextInput
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        placeholder={t`e.g. PT104233, meera@example.com, 98765…`}
        aria-label={t`Search members`}
        rightSection={search.isFetching ? <Loader size="xs" /> : null}
        maw={520}
        data-testid="admin-members-query"
      />
      {ready && <ProblemAlert error={search.error} title={t`The search did not work`} />}
      {ready && search.isSuccess && items.length === 0 && (
        <Text c="dimmed" data-testid="admin-members-empty">
          <Trans>No member found.</Trans>
        </Text>
      )}
      <Stack gap="xs">
        {items.map((m) => {
          const name = `${m.firstName} ${m.lastName}`.trim();
          return (
            <RowLink
              key={m.memberId}
              to="/admin/member/$id"
              params={{ id: m.memberId }}
              data-testid="admin-members-item"
            >
              <Paper withBorder radius="md" p="sm">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <div style={{ minWidth: 0, flex: '1 1 220px' }}>
                    <Text fw={600} truncate>
                      {name} <Text span c="dimmed" size="sm">· {m.profileId}</Text>
                    </Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {m.email} · {`${m.countryCode} ${m.phone}`.trim()}
                    </Text>
                  </div>
                  <Badge variant="light" color={statusColor(m.profileStatus)} style={{ maxWidth: '100%' }}>
                    {statusLabel(m.profileStatus, (d) => i18n._(d))}
                  </Badge>
                </Group>
              </Paper>
            </RowLink>
          );
        })}
      </Stack>
    </Stack>
  );
}
