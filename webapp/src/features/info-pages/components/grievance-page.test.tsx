import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeService } from '../../../api/generated/client';
import { SUPPORT_EMAIL } from '../../../lib/contact';
import { one, waitFor } from '../../../testing/dom';
import { renderAt } from '../../../testing/render-at';
import { GrievancePage } from './grievance-page';

describe('GrievancePage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    vi.restoreAllMocks();
  });

  async function open() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = await renderAt(
      '/grievance',
      <QueryClientProvider client={client}>
        <GrievancePage />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
  }

  it('names the officer of the settings, with their e-mail and phone, and the answer times', async () => {
    vi.spyOn(HomeService, 'getGrievanceOfficer').mockResolvedValue({
      name: 'Nirmala Patel',
      email: 'grievance@sagpan.in',
      phone: '+91 79 4000 5678',
      acknowledgeHours: 24,
      resolveDays: 15,
    });
    await open();
    expect((await waitFor('grievance-officer-name')).textContent).toBe('Nirmala Patel');
    expect(one('grievance-officer-email').getAttribute('href')).toBe('mailto:grievance@sagpan.in');
    expect(one('grievance-officer-phone').getAttribute('href')).toBe('tel:+917940005678');
    expect(document.body.textContent).toContain('within 24 hours');
    expect(document.body.textContent).toContain('within 15 days');
  });

  it('without a name or an address in the settings, names the office and the support address', async () => {
    vi.spyOn(HomeService, 'getGrievanceOfficer').mockResolvedValue({ acknowledgeHours: 24, resolveDays: 15 });
    await open();
    expect((await waitFor('grievance-officer-name')).textContent).toBe('Grievance officer of Sagpan');
    expect(one('grievance-officer-email').textContent).toBe(SUPPORT_EMAIL);
    expect(document.querySelector('[data-testid="grievance-officer-phone"]')).toBeNull();
  });
});
