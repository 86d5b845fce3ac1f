import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditItem, AuditList } from '../../../api/generated/client';
import { byTestId, none, one } from '../../../testing/dom';
import { renderAt } from '../../../testing/render-at';
import { getAuditLogQueryOptions } from '../api/get-audit-log';
import { AuditPage } from './audit-page';

const row = (id: number, item: Partial<AuditItem>): AuditItem => ({
  id,
  at: '2026-11-21T10:15:00Z',
  moderator: 'moderator@sagpan.test',
  action: 'approve',
  memberId: 7,
  profileId: 'PT100233',
  before: '{"profileStatus":1}',
  after: '{"profileStatus":3}',
  ...item,
});

describe('AuditPage', () => {
  let unmount: () => void = () => undefined;
  afterEach(() => unmount());

  async function open(items: AuditItem[]) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData<AuditList>(getAuditLogQueryOptions(1).queryKey, { result: items, totalCount: items.length });
    const view = await renderAt(
      '/admin/audit',
      <QueryClientProvider client={client}>
        <AuditPage page={1} />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
  }

  it('links an action to its member, and an action on no member (member id 0) to nobody', async () => {
    await open([
      row(1, {
        action: 'answer_ticket',
        before: '{"ticketId":5,"status":"open"}',
        after: '{"ticketId":5,"status":"answered"}',
      }),
      row(2, {
        action: 'handle_enquiry',
        memberId: 0,
        profileId: '',
        before: '{"enquiryId":3,"handled":false}',
        after: '{"enquiryId":3,"handled":true}',
      }),
      row(3, {
        action: 'clear_popup',
        memberId: 0,
        profileId: '',
        before: '{"title":"Notice","buttonAction":"https://example.com"}',
        after: 'null',
      }),
    ]);
    const [ticket, enquiry, popup] = byTestId('admin-audit-item');
    expect(one('admin-audit-member', ticket).getAttribute('href')).toBe('/admin/member/7');
    expect(ticket.textContent).toContain('Answered a ticket');
    expect(ticket.textContent).toContain('Open → Answered');
    expect(none('admin-audit-member', enquiry)).toBe(true);
    expect(enquiry.textContent).toContain('Marked an enquiry as handled');
    expect(enquiry.textContent).toContain('Not handled yet → Handled');
    expect(none('admin-audit-member', popup)).toBe(true);
    expect(popup.textContent).toContain('Removed the popup');
    expect(popup.textContent).toContain('"Notice" → No popup');
    expect(enquiry.querySelector('a[href="/admin/member/0"]')).toBeNull();
  });

  it('shows a look at a member’s page with its member and no before and after', async () => {
    await open([row(4, { action: 'view_member', before: 'null', after: 'null' })]);
    const [view] = byTestId('admin-audit-item');
    expect(view.dataset.action).toBe('view_member');
    expect(view.textContent).toContain("Opened a member's page");
    expect(one('admin-audit-member', view).getAttribute('href')).toBe('/admin/member/7');
    expect(view.textContent).not.toContain('null');
    expect(view.textContent).not.toContain('→');
  });
});
