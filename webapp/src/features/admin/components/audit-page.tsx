import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Center, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AnchorLink } from '../../../components/router-link';
import { dateTime } from '../../../lib/relative-time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../api/get-audit-log';
import { usePageControlLabels } from './use-page-control-labels';
import {
  actionColor,
  actionLabel,
  auditChangesState,
  auditStateText,
  statusColor,
  statusInJson,
} from '../model/labels';

/**
 * /admin/audit?page=n: every moderator action, newest first, a page at a time. The page is in the address and the
 * pagination's buttons are links, so a page can be bookmarked or opened in a new tab.
 */
export function AuditPage({ page }: { page: number }) {
  const { t, i18n } = useLingui();
  const controlLabels = usePageControlLabels();
  useDocumentTitle(t`Audit log`);
  const { data: audit } = useAuditLog(page);
  const items = audit.result;
  const pages = Math.max(1, Math.ceil(audit.totalCount / AUDIT_PAGE_SIZE));
  const toPage = (n: number) => ({
    component: Link,
    to: '/admin/audit',
    search: { page: Math.min(Math.max(n, 1), pages) },
  });
  const tr = (d: MessageDescriptor) => i18n._(d);
  const stateText = (json: string, action: string) => auditStateText(json, tr, action);

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
              <Paper
                key={item.id}
                withBorder
                radius="md"
                p="sm"
                data-testid="admin-audit-item"
                data-action={item.action}
              >
                <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
                  <Group gap="xs" wrap="wrap" style={{ minWidth: 0, flex: '1 1 260px' }}>
                    <Badge variant="light" color={actionColor(item.action)} style={{ maxWidth: '100%' }}>
                      {actionLabel(item.action, tr)}
                    </Badge>
                    {/* The support actions on no member (an enquiry, the popup) are logged with member id 0. */}
                    {item.memberId > 0 && (
                      <AnchorLink
                        to="/admin/member/$id"
                        params={{ id: item.memberId }}
                        fw={600}
                        size="sm"
                        data-testid="admin-audit-member"
                      >
                        {item.profileId}
                      </AnchorLink>
                    )}
                    {/* A look at a member's page changes nothing: no before and after. */}
                    {auditChangesState(item.before, item.after) && (
                      <Text size="sm" c="dimmed" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                        {stateText(item.before, item.action)} →{' '}
                        <Text span size="sm" c={after === undefined ? undefined : `${statusColor(after)}.8`}>
                          {stateText(item.after, item.action)}
                        </Text>
                      </Text>
                    )}
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
      {pages > 1 && (
        <Center>
          <Pagination
            total={pages}
            value={page}
            getItemProps={toPage}
            getControlProps={(control) => ({
              ...toPage({ first: 1, previous: page - 1, next: page + 1, last: pages }[control]),
              'aria-label': controlLabels[control],
            })}
            size="sm"
            data-testid="admin-audit-pages"
          />
        </Center>
      )}
    </Stack>
  );
}
