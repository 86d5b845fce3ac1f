import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminService, type ReportQueueItem, type ReportQueueList } from '../../../api/generated/client';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';
import { byTestId, click, one, problem, toasts, type, waitFor } from '../../../testing/dom';
import { renderAt } from '../../../testing/render-at';
import { getReportQueueQueryOptions } from '../api/get-report-queue';
import { ReportsPage } from './reports-page';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

const rahul: ReportQueueItem = {
  memberId: 8,
  profileId: 'PT100244',
  firstName: 'Rahul',
  lastName: 'Desai',
  profileStatus: ProfileStatus.Approved,
  urgent: true,
  reporters: 3,
  openReports: [
    {
      reportId: 41,
      reporterId: 7,
      reporterProfileId: 'PT100233',
      reporterName: 'Meera Patel',
      category: 'asks_for_money',
      reason: 'Asked for money.\nTwice.',
      createdOn: hoursAgo(5),
    },
    {
      reportId: 42,
      reporterId: 9,
      reporterProfileId: 'PT100255',
      reporterName: 'Asha Shah',
      category: 'other',
      reason: 'Fake photos.',
      createdOn: hoursAgo(2),
    },
  ],
  canSuspend: true,
};

const kiran: ReportQueueItem = {
  memberId: 10,
  profileId: 'PT100266',
  firstName: 'Kiran',
  lastName: 'Mehta',
  profileStatus: ProfileStatus.Suspended,
  urgent: false,
  reporters: 1,
  openReports: [
    {
      reportId: 43,
      reporterId: 7,
      reporterProfileId: 'PT100233',
      reporterName: 'Meera Patel',
      category: 'abusive',
      reason: '',
      createdOn: hoursAgo(1),
    },
  ],
  canSuspend: false,
};

const list = (result: ReportQueueItem[]): ReportQueueList => ({ result, totalCount: result.length });
const item = (memberId: number) => {
  const element = document.querySelector<HTMLElement>(`[data-testid="report-item"][data-member-id="${memberId}"]`);
  if (!element) throw new Error(`no report item for ${memberId}`);
  return element;
};
const listed = () => byTestId('report-item').map((element) => Number(element.dataset.memberId));
describe('ReportsPage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    notifications.clean();
    vi.restoreAllMocks();
  });

  async function open(items: ReportQueueItem[]) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData<ReportQueueList>(getReportQueueQueryOptions().queryKey, list(items));
    const view = await renderAt(
      '/admin/reports',
      <QueryClientProvider client={client}>
        <ReportsPage />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
  }

  /** The other admin queries a decision reloads. */
  function stubReloads(after: ReportQueueItem[]) {
    vi.spyOn(AdminService, 'getEditRequests').mockResolvedValue({ result: [], totalCount: 0 });
    vi.spyOn(AdminService, 'getPhotoQueue').mockResolvedValue({ result: [], totalCount: 0 });
    return vi.spyOn(AdminService, 'getReportQueue').mockResolvedValue(list(after));
  }

  it('lists each reported member: who, their status, how many reported them, and each open report', async () => {
    await open([rahul, kiran]);
    expect(listed()).toEqual([8, 10]);
    expect(one('admin-reports-count').textContent).toBe('2 waiting');

    const first = item(8);
    const member = one('admin-review-member', first);
    expect(member.textContent).toBe('Rahul Desai');
    expect(member.getAttribute('href')).toBe('/admin/member/8');
    expect(first.textContent).toContain('PT100244');
    expect(one('report-status', first).textContent).toBe('Approved');
    expect(one('report-reporters', first).textContent).toBe('Reported by 3 members in the last 30 days');

    const reports = byTestId('report-entry', first);
    expect(reports.map((report) => report.dataset.reportId)).toEqual(['41', '42']);
    const reporter = one('report-reporter', reports[0]);
    expect(reporter.textContent).toBe('Meera Patel');
    expect(reporter.getAttribute('href')).toBe('/admin/member/7');
    expect(reports[0].textContent).toContain('PT100233');
    expect(reports[0].textContent).toContain('5 hours ago');
    expect(one('report-reason', reports[0]).textContent).toBe('Asked for money.\nTwice.');
    expect(one('report-category', reports[0]).textContent).toBe('Asks for money, gifts or payments');
    expect(one('report-urgent', first).textContent).toBe('First: fake profile or money');

    // Dismiss, warn and suspend; a member who cannot be suspended (already suspended) has no Suspend.
    expect(one('report-dismiss', first)).toBeTruthy();
    expect(one('report-warn', first)).toBeTruthy();
    expect(one('report-suspend', first)).toBeTruthy();
    const second = item(10);
    expect(one('report-status', second).textContent).toBe('Suspended');
    expect(one('report-reporters', second).textContent).toBe('Reported by 1 member in the last 30 days');
    expect(second.querySelector('[data-testid="report-suspend"]')).toBeNull();
    // A category without words: the category alone; not urgent.
    expect(one('report-category', second).textContent).toBe('Abusive or rude');
    expect(second.querySelector('[data-testid="report-reason"]')).toBeNull();
    expect(second.querySelector('[data-testid="report-urgent"]')).toBeNull();
  });

  it('says so when no report waits', async () => {
    await open([]);
    expect(one('admin-reports-empty').textContent).toBe('No report is waiting.');
    expect(listed()).toEqual([]);
  });

  it('dismisses at once: the answer as a toast, the member off the list', async () => {
    const decide = vi.spyOn(AdminService, 'dismissReports').mockResolvedValue({ message: 'Reports dismissed.' });
    const reload = stubReloads([kiran]);
    await open([rahul, kiran]);

    await click(one('report-dismiss', item(8)));

    await click(await waitFor('report-dismiss-confirm'));
    expect(decide).toHaveBeenCalledWith(
      expect.objectContaining({ requestBody: { memberId: 8 } }),
    );
    expect(toasts()).toContain('Reports dismissed.');
    expect(reload).toHaveBeenCalled();
    expect(listed()).toEqual([10]);
  });

  it('warns only with a reason, which the member reads', async () => {
    const decide = vi.spyOn(AdminService, 'warnReportedMember').mockResolvedValue({ message: 'Member warned.' });
    stubReloads([]);
    await open([kiran]);

    await click(one('report-warn'));
    expect(one('admin-reason-modal').textContent).toContain('Warn this member');
    await click(one('admin-reason-confirm'));
    expect(decide).not.toHaveBeenCalled();
    expect(one('admin-reason-input').getAttribute('aria-invalid')).toBe('true');

    await type(one('admin-reason-input'), '  Please be polite in your messages.  ');
    await click(one('admin-reason-confirm'));
    expect(decide).toHaveBeenCalledWith(
      expect.objectContaining({
        requestBody: { memberId: 10, reason: 'Please be polite in your messages.' },
      }),
    );
    expect(toasts()).toContain('Member warned.');
    expect(document.querySelector('[data-testid="admin-reason-modal"]')).toBeNull();
    expect(one('admin-reports-empty')).toBeTruthy();
  });

  it('suspends with a reason; a reason the server refuses keeps the dialog open with its message', async () => {
    const decide = vi
      .spyOn(AdminService, 'suspendReportedMember')
      .mockRejectedValueOnce(problem(400, { errors: { reason: ['The reason is too long.'] } }))
      .mockResolvedValueOnce({ message: 'Member suspended.' });
    stubReloads([]);
    await open([rahul]);

    await click(one('report-suspend'));
    expect(one('admin-reason-modal').textContent).toContain('Suspend this member');
    await type(one('admin-reason-input'), 'Asked several members for money.');
    await click(one('admin-reason-confirm'));
    expect(decide).toHaveBeenLastCalledWith(
      expect.objectContaining({
        requestBody: { memberId: 8, reason: 'Asked several members for money.' },
      }),
    );
    expect(one('admin-reason-modal').textContent).toContain('The reason is too long.');
    expect(listed()).toEqual([8]);

    await click(one('admin-reason-confirm'));
    expect(decide).toHaveBeenCalledTimes(2);
    expect(toasts()).toContain('Member suspended.');
    expect(document.querySelector('[data-testid="admin-reason-modal"]')).toBeNull();
    expect(listed()).toEqual([]);
  });

  it('shows why a decision failed when another moderator decided first', async () => {
    vi.spyOn(AdminService, 'dismissReports').mockRejectedValue(
      problem(422, { detail: 'This member has no open report.' }),
    );
    stubReloads([]);
    await open([rahul]);

    await click(one('report-dismiss'));

    await click(await waitFor('report-dismiss-confirm'));
    expect(one('problem-alert').textContent).toContain('This member has no open report.');
    expect(one('admin-reports-empty')).toBeTruthy();
  });
});
