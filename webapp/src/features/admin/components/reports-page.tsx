import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReportCategory, ReportItem, ReportQueueItem } from '../../../api/generated/client';
import type { ReportOutcome } from '../../../api/generated/rules/types/ReportOutcome';
import { ProblemAlert } from '../../../components/problem-alert';
import { AnchorLink } from '../../../components/router-link';
import { dateTime, relativeTime } from '../../../lib/relative-time';
import { ruleMessageOrText } from '../../../lib/rule-messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { REPORT_CATEGORY_LABELS } from '../../../lib/report-categories';
import { decideReports } from '../api/decide-reports';
import { getReportQueueQueryOptions, useReportQueue } from '../api/get-report-queue';
import { statusColor, statusLabel } from '../model/labels';
import { ConfirmButton } from './confirm-button';
import { ReasonModal } from './reason-modal';
import { ReviewEmpty, ReviewHeading, ReviewMember } from './review-parts';
import { useQueueDecision } from './use-queue-decision';

const wrap = { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } as const;

/** The outcomes that need the reason the member reads. */
type Reasoned = Exclude<ReportOutcome, 'dismiss'>;

/** The reason dialog of a warning and of a suspension. */
const ASK: Readonly<
  Record<Reasoned, { title: MessageDescriptor; intro: MessageDescriptor; confirm: MessageDescriptor; color: string }>
> = {
  warn: {
    title: msg`Warn this member`,
    intro: msg`The member receives a warning with this reason; their profile stays as it is. The reporters are told that their report was handled.`,
    confirm: msg`Send the warning`,
    color: 'orange',
  },
  suspend: {
    title: msg`Suspend this member`,
    intro: msg`Others no longer see the profile and the member reads this reason. The reporters are told that their report was handled.`,
    confirm: msg`Suspend`,
    color: 'red',
  },
};

/** A fake profile or a request for money: what puts a member first in the queue. */
function urgentCategory(category: ReportCategory): boolean {
  return category === 'fake_profile' || category === 'asks_for_money';
}

/** One report: who made it (a link to their page), when, and why. */
function OpenReport({ report }: { report: ReportItem }) {
  const { i18n } = useLingui();
  const name = report.reporterName.trim() || report.reporterProfileId;
  return (
    <Paper component="li" bg="gray.0" radius="sm" p="sm" data-testid="report-entry" data-report-id={report.reportId}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <AnchorLink
            to="/admin/member/$id"
            params={{ id: report.reporterId }}
            fw={600}
            size="sm"
            data-testid="report-reporter"
          >
            {name}
          </AnchorLink>{' '}
          <Text span size="xs" c="dimmed">
            {report.reporterProfileId}
          </Text>
        </Text>
        <Text size="xs" c="dimmed" title={dateTime(report.createdOn, i18n.locale) || undefined}>
          {relativeTime(report.createdOn, i18n.locale)}
        </Text>
      </Group>
      <Badge
        variant="light"
        color={urgentCategory(report.category) ? 'red' : 'gray'}
        tt="none"
        mt={4}
        style={{ maxWidth: '100%', height: 'auto', whiteSpace: 'normal' }}
        data-testid="report-category"
        data-category={report.category}
      >
        {i18n._(REPORT_CATEGORY_LABELS[report.category])}
      </Badge>
      {report.reason && (
        <Text size="sm" mt={4} style={wrap} data-testid="report-reason">
          {report.reason}
        </Text>
      )}
    </Paper>
  );
}

/** The member's status, and how many members reported them in 30 days (the queue's order). */
function ReportFigures({ item }: { item: ReportQueueItem }) {
  const { t, i18n } = useLingui();
  const count = item.reporters;
  return (
    <Group gap="xs" wrap="wrap" align="center">
      {item.urgent && (
        <Badge color="red" variant="filled" tt="none" data-testid="report-urgent">
          {t`First: fake profile or money`}
        </Badge>
      )}
      <Badge
        variant="light"
        color={statusColor(item.profileStatus)}
        style={{ maxWidth: '100%' }}
        data-testid="report-status"
      >
        {statusLabel(item.profileStatus, (d) => i18n._(d))}
      </Badge>
      <Text
        size="sm"
        fw={600}
        c="red.8"
        style={{ overflowWrap: 'anywhere' }}
        data-testid="report-reporters"
        data-count={count}
      >
        {t`${plural(count, {
          one: 'Reported by # member in the last 30 days',
          other: 'Reported by # members in the last 30 days',
        })}`}
      </Text>
    </Group>
  );
}

/**
 * /admin/reports: the members others reported, the most reported first (distinct reporters in 30 days), each with the
 * reports still open. Dismiss closes them; Warn and Suspend ask for the reason the member reads (rule 30). Either
 * way every reporter is told that their report was handled, not how.
 */
export function ReportsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Reports`);
  const { data: list } = useReportQueue();
  const items = list.result;
  const queue = useQueueDecision<ReportQueueItem, ReportOutcome>({
    items,
    queryKey: getReportQueueQueryOptions().queryKey,
    idOf: (item) => item.memberId,
    decide: ({ decision, id, reason }) => decideReports({ memberId: id, outcome: decision, reason }),
  });
  const { pageError, fieldError, failedId, failedListed, pending, busy } = queue;
  // The reason dialog open, with its words (Dismiss never opens it).
  const asking =
    queue.asking && queue.asking.decision !== 'dismiss' ? { ...queue.asking, ...ASK[queue.asking.decision] } : null;

  const problem = <ProblemAlert error={pageError} title={t`The decision was not saved`} />;

  return (
    <Stack gap="lg" data-testid="admin-reports">
      <ReviewHeading
        title={<Trans>Reports</Trans>}
        intro={
          <Trans>
            Members reported by others: a fake profile or a request for money first, then the most reported (distinct
            members in the last 30 days). Dismiss the reports, warn the member or suspend them; the reporters are told
            that their report was handled, not how.
          </Trans>
        }
        total={list.totalCount}
        testId="admin-reports-count"
      />
      {pageError && !failedListed && problem}
      {items.length === 0 ? (
        <ReviewEmpty testId="admin-reports-empty">
          <Trans>No report is waiting.</Trans>
        </ReviewEmpty>
      ) : (
        <Stack gap="sm">
          {items.map((item) => {
            const dismissing = pending?.id === item.memberId && pending.decision === 'dismiss';
            const count = item.openReports.length;
            return (
              <Paper
                key={item.memberId}
                withBorder
                radius="md"
                p={{ base: 'sm', sm: 'md' }}
                data-testid="report-item"
                data-member-id={item.memberId}
              >
                <Stack gap="sm">
                  <ReviewMember
                    memberId={item.memberId}
                    firstName={item.firstName}
                    lastName={item.lastName}
                    profileId={item.profileId}
                    at={item.openReports[0]?.createdOn ?? ''}
                    atLabel={<Trans>first open report</Trans>}
                  />
                  <ReportFigures item={item} />
                  <div>
                    <Text size="xs" c="dimmed" fw={500} mb={4}>
                      {t`${plural(count, { one: '# open report', other: '# open reports' })}`}
                    </Text>
                    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
                      {item.openReports.map((report) => (
                        <OpenReport key={report.reportId} report={report} />
                      ))}
                    </Stack>
                  </div>
                  {failedId === item.memberId && problem}
                  <Group gap="sm" wrap="wrap">
                    <ConfirmButton
                      variant="default"
                      question={t`Dismiss these reports? The member is not told; the reporters are told their report was handled.`}
                      confirmLabel={t`Dismiss`}
                      onConfirm={() => queue.decideNow(item.memberId, 'dismiss')}
                      loading={dismissing}
                      disabled={busy && !dismissing}
                      testId="report-dismiss"
                    >
                      <Trans>Dismiss</Trans>
                    </ConfirmButton>
                    <Button
                      color="orange"
                      variant="light"
                      onClick={() => queue.ask(item.memberId, 'warn')}
                      disabled={busy}
                      data-testid="report-warn"
                    >
                      <Trans>Warn</Trans>
                    </Button>
                    {item.canSuspend && (
                      <Button
                        color="red"
                        variant="light"
                        onClick={() => queue.ask(item.memberId, 'suspend')}
                        disabled={busy}
                        data-testid="report-suspend"
                      >
                        <Trans>Suspend</Trans>
                      </Button>
                    )}
                  </Group>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
      {asking && (
        <ReasonModal
          key={`${asking.id}-${asking.decision}`}
          opened
          title={i18n._(asking.title)}
          intro={i18n._(asking.intro)}
          confirmLabel={i18n._(asking.confirm)}
          color={asking.color}
          loading={busy}
          error={fieldError ? ruleMessageOrText(fieldError, i18n) : undefined}
          onClose={queue.closeAsk}
          onConfirm={queue.confirm}
        />
      )}
    </Stack>
  );
}
