import type { MessageDescriptor } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AllowanceReachedItem } from '../../../api/generated/client';
import { AnchorLink } from '../../../components/router-link';
import { dateTime } from '../../../lib/relative-time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ALLOWANCES_PAGE_SIZE, useAllowancesReached } from '../api/get-allowances-reached';
import { allowanceColor, allowanceLabel } from '../model/labels';
import { pageCount } from '../model/list-search';
import { personName } from '../model/support';
import { PagedLinks } from './paged-links';
import { ReviewEmpty } from './review-parts';

/** One member and one allowance they reached: how often (days reached, requests refused) and when, last and first. */
function AllowanceRow({ item }: { item: AllowanceReachedItem }) {
  const { t, i18n } = useLingui();
  const tr = (d: MessageDescriptor) => i18n._(d);
  const { times, refused } = item;
  const last = dateTime(item.lastRefusedAt, i18n.locale);
  const first = dateTime(item.firstReachedAt, i18n.locale);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="admin-allowance-item" data-kind={item.kind}>
      <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
        <Group gap="xs" wrap="wrap" style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Badge variant="light" color={allowanceColor(item.kind)} style={{ maxWidth: '100%' }}>
            {allowanceLabel(item.kind, tr)}
          </Badge>
          <AnchorLink
            to="/admin/member/$id"
            params={{ id: item.memberId }}
            fw={600}
            size="sm"
            style={{ minWidth: 0, overflowWrap: 'anywhere' }}
            data-testid="admin-allowance-member"
          >
            {personName(item.firstName, item.lastName, item.profileId)}
          </AnchorLink>
          <Text size="sm" c="dimmed">
            {item.profileId}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" style={{ minWidth: 0, overflowWrap: 'anywhere' }} data-testid="admin-allowance-last">
          <Trans>Last refused {last}</Trans>
        </Text>
      </Group>
      <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
        <Text span size="sm" fw={500} data-testid="admin-allowance-times">
          {t`${plural(times, { one: 'Reached on # day', other: 'Reached on # days' })}`}
        </Text>
        {' · '}
        <Text span size="sm" fw={500} c="orange.8" data-testid="admin-allowance-refused">
          {t`${plural(refused, { one: '# request refused', other: '# requests refused' })}`}
        </Text>
        {' · '}
        <Text span size="sm" c="dimmed">
          <Trans>first reached {first}</Trans>
        </Text>
      </Text>
    </Paper>
  );
}

/**
 * /admin/allowances?page=n: the members who reached a daily allowance (rule A1: one account must not copy the
 * community's profiles), the latest refusal first, a page at a time, under the allowances in force. Each name opens
 * the member's page; the page is in the address, as in the audit log.
 */
export function AllowancesPage({ page }: { page: number }) {
  const { t } = useLingui();
  useDocumentTitle(t`Daily allowances`);
  const { data: list } = useAllowancesReached(page);
  const items = list.result;
  const { memberDetailsPerDay, cardsPerDay, bioDataPerDay } = list;

  return (
    <Stack gap="lg" data-testid="admin-allowances">
      <div>
        <Title order={1} size="h2">
          <Trans>Daily allowances</Trans>
        </Title>
        <Text c="dimmed" size="sm" data-testid="admin-allowances-figures">
          {t`Per member and rolling day: ${plural(memberDetailsPerDay, {
            one: '# profile opened',
            other: '# profiles opened',
          })}, ${plural(cardsPerDay, {
            one: '# card in lists and searches',
            other: '# cards in lists and searches',
          })}, ${plural(bioDataPerDay, {
            one: '# bio-data download',
            other: '# bio-data downloads',
          })}.`}{' '}
          <Trans>Past an allowance, the member is asked to wait; their own profile and inbox stay open.</Trans>
        </Text>
      </div>
      {items.length === 0 ? (
        <ReviewEmpty testId="admin-allowances-empty">
          <Trans>No member has reached an allowance.</Trans>
        </ReviewEmpty>
      ) : (
        <Stack gap="xs">
          {items.map((item) => (
            <AllowanceRow key={`${item.memberId}-${item.kind}`} item={item} />
          ))}
        </Stack>
      )}
      <PagedLinks
        pages={pageCount(list.totalCount, ALLOWANCES_PAGE_SIZE)}
        page={page}
        to="/admin/allowances"
        search={(n) => ({ page: n === 1 ? undefined : n })}
        testId="admin-allowances-pages"
      />
    </Stack>
  );
}
