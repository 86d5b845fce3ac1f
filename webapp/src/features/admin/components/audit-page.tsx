import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Center, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AnchorLink } from '../../../components/router-link';
import { dateTime } from '../../../lib/relative-time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AUDIT_PAGE_SIZE, auditLogQuery } from '../api/admin-api';
import { ACTION_LABELS, STATUS_COLORS, statusInJson, statusLabel } from '../model/labels';
import { LoadState } from './load-state';

const ACTION_COLORS: Record<string, string> = {
  approve: 'green',
  request_changes: 'orange',
  suspend: 'red',
  lift_suspension: 'blue',
};

/** /admin/audit: every moderator action, newest first, a page at a time. */
export function AuditPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Audit log`);
  const [page, setPage] = useState(1);
  const audit = useQuery(auditLogQuery(page));
  const items = audit.data?.result ?? [];
  const pages = Math.max(1, Math.ceil((audit.data?.totalCount ?? 0) / AUDIT_PAGE_SIZE));
  const tr = (d: MessageDescriptor) => i18n._(d);
  const stateText = (json: string) => {
    const status = statusInJson(json);
    return status === undefined ? json : statusLabel(status, tr);
  };

  return (
    <Stack gap="lg" data-testid="admin-audit">
      <div>
        <Title order={1} size="h2">
          <Trans>Audit log</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>Every moderator action: who, when, what, before and after. Newest first.</Trans>
        </Text>
      </div>
      <LoadState query={audit}>
        {items.length === 0 ? (
          <Paper withBorder radius="lg" p="xl">
            <Text c="dimmed" ta="center">
              <Trans>No moderator action yet.</Trans>
            </Text>
          </Paper>
        ) : (
          <Stack gap="xs">
            {items.map((item) => {
              const after = statusInJson(item.after);
              return (
                <Paper key={item.id} withBorder radius="md" p="sm" data-testid="admin-audit-item" data-action={item.action}>
                  <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
                    <Group gap="xs" wrap="wrap" style={{ minWidth: 0, flex: '1 1 260px' }}>
                      <Badge variant="light" color={ACTION_COLORS[item.action] ?? 'gray'}>
                        {ACTION_LABELS[item.action] ? tr(ACTION_LABELS[item.action]!) : item.action}
                      </Badge>
                      <AnchorLink to="/admin/member/$id" params={{ id: String(item.memberId) }} fw={600} size="sm">
                        {item.profileId}
                      </AnchorLink>
                      <Text size="sm" c="dimmed">
                        {stateText(item.before)} →{' '}
                        <Text span size="sm" c={after === undefined ? undefined : `${STATUS_COLORS[after] ?? 'gray'}.8`}>
                          {stateText(item.after)}
                        </Text>
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {dateTime(item.at, i18n.locale)}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
                    <Trans>by {item.moderator}</Trans>
                  </Text>
                  {item.reason && (
                    <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                      {item.reason}
                    </Text>
                  )}
                </Paper>
              );
            })}
          </Stack>
        )}
      </LoadState>
      {pages > 1 && (
        <Center>
          <Pagination total={pages} value={page} onChange={setPage} size="sm" data-testid="admin-audit-pages" />
        </Center>
      )}
    </Stack>
  );
}
