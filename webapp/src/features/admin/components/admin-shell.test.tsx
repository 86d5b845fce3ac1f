import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AdminService,
  type EditRequestList,
  type PhotoQueueList,
  type ReportQueueList,
} from '../../../api/generated/client';
import { clearSession } from '../../../lib/session/session-store';
import { waitUntil } from '../../../testing/dom';
import { renderAt } from '../../../testing/render-at';
import { signInAs } from '../../../testing/session';
import { getEditRequestsQueryOptions } from '../api/get-edit-requests';
import { getEnquiriesQueryOptions } from '../api/get-enquiries';
import { getPhotoQueueQueryOptions } from '../api/get-photo-queue';
import { getReportQueueQueryOptions } from '../api/get-report-queue';
import { getTicketQueueQueryOptions } from '../api/get-ticket-queue';
import { enquiryList, ticketList } from '../testing/support-fixtures';
import { AdminShell } from './admin-shell';

const menu = () => document.querySelector<HTMLElement>('[data-testid="admin-menu"]');
const link = (href: string) => menu()?.querySelector<HTMLAnchorElement>(`a[href="${href}"]`) ?? null;

describe('AdminShell', () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    clearSession();
    vi.restoreAllMocks();
  });

  async function open(path: string, editRequests: number, photos: number, reports = 0, tickets = 0, enquiries = 0) {
    signInAs({ role: 'moderator' });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData<EditRequestList>(getEditRequestsQueryOptions().queryKey, {
      result: [],
      totalCount: editRequests,
    });
    client.setQueryData<PhotoQueueList>(getPhotoQueueQueryOptions().queryKey, { result: [], totalCount: photos });
    client.setQueryData<ReportQueueList>(getReportQueueQueryOptions().queryKey, { result: [], totalCount: reports });
    client.setQueryData(getTicketQueueQueryOptions('open', 1).queryKey, ticketList([], tickets));
    client.setQueryData(getEnquiriesQueryOptions(false, 1).queryKey, enquiryList([], enquiries));
    const view = await renderAt(
      path,
      <QueryClientProvider client={client}>
        <AdminShell>
          <p>page</p>
        </AdminShell>
      </QueryClientProvider>,
    );
    unmount = view.unmount;
  }

  it('links to the edit requests and the new photos, with how many wait', async () => {
    await open('/admin/photos', 3, 12);
    expect(link('/admin/edit-requests')?.textContent).toBe('Edit requests3');
    expect(link('/admin/photos')?.textContent).toBe('New photos12');
    expect(link('/admin/photos')?.dataset.active).toBe('true');
    expect(link('/admin/edit-requests')?.dataset.active).toBeUndefined();
  });

  it('links to the report queue, with how many reported members wait', async () => {
    await open('/admin/reports', 0, 0, 2);
    expect(link('/admin/reports')?.textContent).toBe('Reports2');
    expect(link('/admin/reports')?.dataset.active).toBe('true');
    expect(menu()?.querySelector('[data-testid="admin-menu-pending-reports"]')?.textContent).toBe('2');
    expect(link('/admin/photos')?.dataset.active).toBeUndefined();
  });

  it('has the fourteen links of the moderators’ area, in order, in one menu', async () => {
    await open('/admin', 0, 0);
    const hrefs = [...(menu()?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/admin',
      '/admin/queue',
      '/admin/edit-requests',
      '/admin/photos',
      '/admin/checks',
      '/admin/volunteers',
      '/admin/events',
      '/admin/reports',
      '/admin/tickets',
      '/admin/enquiries',
      '/admin/popup',
      '/admin/members',
      '/admin/audit',
      '/admin/allowances',
    ]);
    // The row wraps rather than cuts a link off; below xl the burger opens the same links in the drawer.
    expect(menu()?.className).toMatch(/Group/);
    expect(menu()?.closest('[class*="visible-from-xl"], .mantine-visible-from-xl')).not.toBeNull();
    const burger = document.querySelector<HTMLElement>('[data-testid="admin-burger"]');
    expect(burger?.className).toMatch(/hidden-from-xl/);
  });

  it('links to the tickets and the enquiries, with how many are open', async () => {
    await open('/admin/tickets/31', 0, 0, 0, 4, 12);
    expect(link('/admin/tickets')?.textContent).toBe('Tickets4');
    expect(link('/admin/tickets')?.dataset.active).toBe('true');
    expect(menu()?.querySelector('[data-testid="admin-menu-pending-tickets"]')?.textContent).toBe('4');
    expect(link('/admin/enquiries')?.textContent).toBe('Enquiries12');
    expect(link('/admin/enquiries')?.dataset.active).toBeUndefined();
    expect(link('/admin/popup')?.textContent).toBe('Web popup');
  });

  it('opens the drawer with the same links below the xl breakpoint', async () => {
    await open('/admin/enquiries', 0, 0, 0, 1, 2);
    await act(async () => {
      document.querySelector<HTMLElement>('[data-testid="admin-burger"]')?.click();
    });
    const drawerNav = () =>
      [...document.querySelectorAll<HTMLElement>('nav')].find(
        (nav) => nav !== menu() && nav.querySelector('a[href="/admin/popup"]'),
      );
    // The drawer opens with a transition.
    await waitUntil(() => expect(drawerNav()).toBeDefined());
    const drawer = drawerNav();
    expect(drawer?.querySelectorAll('a')).toHaveLength(14);
    expect(drawer?.querySelector('a[href="/admin/enquiries"]')?.getAttribute('data-active')).toBe('true');
  });

  it('shows no count when nothing waits', async () => {
    await open('/admin', 0, 0);
    expect(link('/admin/edit-requests')?.textContent).toBe('Edit requests');
    expect(menu()?.querySelector('[data-testid^="admin-menu-pending-"]')).toBeNull();
  });

  it.each([
    ['a volunteer’s own account', 'volunteer'],
    ['an approved member', 'member'],
  ] as const)('gives %s, who may organise events, the events link alone and asks for no count', async (_who, role) => {
    signInAs({ role });
    const queues = [
      vi.spyOn(AdminService, 'getEditRequests'),
      vi.spyOn(AdminService, 'getPhotoQueue'),
      vi.spyOn(AdminService, 'getCheckQueue'),
      vi.spyOn(AdminService, 'getReportQueue'),
      vi.spyOn(AdminService, 'getTicketQueue'),
      vi.spyOn(AdminService, 'getEnquiries'),
    ];
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = await renderAt(
      '/admin/events',
      <QueryClientProvider client={client}>
        <AdminShell>
          <p>page</p>
        </AdminShell>
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const hrefs = [...(menu()?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/admin/events']);
    expect(link('/admin/events')?.dataset.active).toBe('true');
    for (const queue of queues) expect(queue).not.toHaveBeenCalled();
    // The logo leads to their own start page, not to the moderators' overview.
    expect(document.querySelector('header a[href="/admin"]')).toBeNull();
    expect(document.querySelector('[data-testid="admin-badge"]')?.textContent).toBe('Event organisers');
  });

  it('shows no count when the lists cannot be read', async () => {
    const failed = new TypeError('Failed to fetch');
    vi.spyOn(AdminService, 'getEditRequests').mockRejectedValue(failed);
    const getPhotoQueue = vi.spyOn(AdminService, 'getPhotoQueue').mockRejectedValue(failed);
    const getReportQueue = vi.spyOn(AdminService, 'getReportQueue').mockRejectedValue(failed);
    const getTicketQueue = vi.spyOn(AdminService, 'getTicketQueue').mockRejectedValue(failed);
    vi.spyOn(AdminService, 'getEnquiries').mockRejectedValue(failed);
    signInAs({ role: 'moderator' });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = await renderAt(
      '/admin',
      <QueryClientProvider client={client}>
        <AdminShell>
          <p>page</p>
        </AdminShell>
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(getPhotoQueue).toHaveBeenCalled();
    expect(getReportQueue).toHaveBeenCalled();
    expect(getTicketQueue).toHaveBeenCalledWith(expect.objectContaining({ status: 'open', pageIndex: 1 }));
    expect(link('/admin/photos')?.textContent).toBe('New photos');
    expect(link('/admin/reports')?.textContent).toBe('Reports');
    expect(link('/admin/tickets')?.textContent).toBe('Tickets');
    expect(link('/admin/enquiries')?.textContent).toBe('Enquiries');
  });
});
