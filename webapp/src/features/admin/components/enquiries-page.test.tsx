import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminService, type EnquiryList } from '../../../api/generated/client';
import { byTestId, click, none, one, problem, toasts } from '../../../testing/dom';
import { renderAt } from '../../../testing/render-at';
import { getEnquiriesQueryOptions } from '../api/get-enquiries';
import { enquiryList, handledEnquiry, openEnquiry } from '../testing/support-fixtures';
import { EnquiriesPage } from './enquiries-page';

describe('EnquiriesPage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    notifications.clean();
    vi.restoreAllMocks();
  });

  async function open(handled: boolean, list: EnquiryList) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(getEnquiriesQueryOptions(handled, 1).queryKey, list);
    const view = await renderAt(
      handled ? '/admin/enquiries?handled=true' : '/admin/enquiries',
      <QueryClientProvider client={client}>
        <EnquiriesPage handled={handled} page={1} />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
  }

  const listed = () => byTestId('admin-enquiry').map((card) => Number(card.dataset.enquiryId));

  it('shows each open enquiry: topic, name, e-mail and phone to answer, language, message', async () => {
    await open(false, enquiryList([openEnquiry, { ...openEnquiry, enquiryId: 6 }]));
    expect(listed()).toEqual([5, 6]);
    expect(one('admin-enquiries-count').textContent).toBe('2 waiting');
    const card = byTestId('admin-enquiry')[0];
    expect(one('admin-enquiry-topic', card).textContent).toBe('Registration');
    expect(one('admin-enquiry-name', card).textContent).toBe('Asha Shah');
    expect(one('admin-enquiry-email', card).getAttribute('href')).toBe('mailto:asha@example.com');
    expect(one('admin-enquiry-email', card).textContent).toBe('asha@example.com');
    expect(one('admin-enquiry-phone', card).getAttribute('href')).toBe('tel:+919825012345');
    expect(one('admin-enquiry-phone', card).textContent).toBe('+91 9825012345');
    expect(one('admin-enquiry-language', card).textContent).toBe('Gujarati');
    expect(one('admin-enquiry-message', card).textContent).toBe('How do I register my son?\nHe lives abroad.');
    expect(card.textContent).toContain('3 hours ago');
    expect(one('admin-enquiry-handle', card).textContent).toBe('Mark as handled');
  });

  it('shows the files sent with an enquiry', async () => {
    const attachments = [
      { attachmentId: 9, fileName: 'id.jpg', contentType: 'image/jpeg', sizeBytes: 2048, url: '/api/Attachment/9?s=x' },
    ];
    await open(false, enquiryList([{ ...openEnquiry, attachments }]));
    expect(one('admin-attachment').getAttribute('href')).toBe('/api/Attachment/9?s=x');
  });

  it('marks an enquiry as handled: the server’s words, the enquiry off the list', async () => {
    const handle = vi
      .spyOn(AdminService, 'handleEnquiry')
      .mockResolvedValue({ message: 'The enquiry has been marked as handled.' });
    const reload = vi.spyOn(AdminService, 'getEnquiries').mockResolvedValue(enquiryList([]));
    await open(false, enquiryList([openEnquiry]));

    await click(one('admin-enquiry-handle'));
    expect(handle).toHaveBeenCalledWith(expect.objectContaining({ requestBody: { enquiryId: 5 } }));
    expect(toasts()).toContain('The enquiry has been marked as handled.');
    expect(reload).toHaveBeenCalled();
    expect(listed()).toEqual([]);
    expect(one('admin-enquiries-empty').textContent).toBe('No enquiry is waiting.');
  });

  it('says why when another moderator marked it first', async () => {
    vi.spyOn(AdminService, 'handleEnquiry').mockRejectedValue(
      problem(422, { detail: 'This enquiry is already handled; another moderator may have just marked it.' }),
    );
    vi.spyOn(AdminService, 'getEnquiries').mockResolvedValue(enquiryList([]));
    await open(false, enquiryList([openEnquiry]));

    await click(one('admin-enquiry-handle'));
    expect(one('problem-alert').textContent).toContain('another moderator may have just marked it');
  });

  it('lists the handled ones with when, and nothing to mark', async () => {
    await open(true, enquiryList([handledEnquiry]));
    expect(one('admin-enquiries-count').textContent).toBe('1 handled');
    expect(one('admin-enquiries-filter-handled').getAttribute('href')).toBe('/admin/enquiries?handled=true');
    expect(one('admin-enquiries-filter-open').getAttribute('href')).toBe('/admin/enquiries');
    expect(one('admin-enquiries-filter-handled').getAttribute('aria-current')).toBe('page');
    const card = one('admin-enquiry');
    expect(card.textContent).toContain('Handled 1 hour ago');
    expect(one('admin-enquiry-language', card).textContent).toBe('English');
    expect(none('admin-enquiry-handle')).toBe(true);
  });
});
