import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AdminService,
  type EditRequestList,
  type PhotoQueueList,
  type ReportQueueList,
} from '../../../api/generated/client';
import { renderAt } from '../../../testing/render-at';
import { getEditRequestsQueryOptions } from '../api/get-edit-requests';
import { getPhotoQueueQueryOptions } from '../api/get-photo-queue';
import { getReportQueueQueryOptions } from '../api/get-report-queue';
import { stubLayoutApis } from '../testing/layout-stubs';
import { AdminShell } from './admin-shell';

const menu = () => document.querySelector<HTMLElement>('[data-testid="admin-menu"]');
const link = (href: string) => menu()?.querySelector<HTMLAnchorElement>(`a[href="${href}"]`) ?? null;

describe('AdminShell', () => {
  let unmount: () => void = () => undefined;
  beforeAll(stubLayoutApis);
  afterEach(() => {
    unmount();
    vi.restoreAllMocks();
  });

  async function open(path: string, editRequests: number, photos: number, reports = 0) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData<EditRequestList>(getEditRequestsQueryOptions().queryKey, {
      result: [],
      totalCount: editRequests,
    });
    client.setQueryData<PhotoQueueList>(getPhotoQueueQueryOptions().queryKey, { result: [], totalCount: photos });
    client.setQueryData<ReportQueueList>(getReportQueueQueryOptions().queryKey, { result: [], totalCount: reports });
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

  it('shows no count when nothing waits', async () => {
    await open('/admin', 0, 0);
    expect(link('/admin/edit-requests')?.textContent).toBe('Edit requests');
    expect(menu()?.querySelector('[data-testid^="admin-menu-pending-"]')).toBeNull();
  });

  it('shows no count when the lists cannot be read', async () => {
    const failed = new TypeError('Failed to fetch');
    vi.spyOn(AdminService, 'getEditRequests').mockRejectedValue(failed);
    const getPhotoQueue = vi.spyOn(AdminService, 'getPhotoQueue').mockRejectedValue(failed);
    const getReportQueue = vi.spyOn(AdminService, 'getReportQueue').mockRejectedValue(failed);
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
    expect(link('/admin/photos')?.textContent).toBe('New photos');
    expect(link('/admin/reports')?.textContent).toBe('Reports');
  });
});
