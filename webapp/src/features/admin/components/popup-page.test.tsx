import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminService, type PopupState } from '../../../api/generated/client';
import { click, none, one, problem, toasts, type, waitUntil } from '../../../testing/dom';
import { renderAt } from '../../../testing/render-at';
import { getAdminPopupQueryOptions } from '../api/get-admin-popup';
import { hoursAgo, popup } from '../testing/support-fixtures';
import { PopupPage } from './popup-page';

const FIELD_IDS = {
  titleGu: 'admin-popup-title-gu',
  titleEn: 'admin-popup-title-en',
  bodyGu: 'admin-popup-body-gu',
  bodyEn: 'admin-popup-body-en',
  buttonTextGu: 'admin-popup-button-gu',
  buttonTextEn: 'admin-popup-button-en',
  buttonAction: 'admin-popup-link',
} as const;

const input = (id: string) => one(id) as HTMLInputElement | HTMLTextAreaElement;

async function fill(values: Partial<Record<keyof typeof FIELD_IDS, string>>) {
  for (const [field, value] of Object.entries(values)) {
    await type(one(FIELD_IDS[field as keyof typeof FIELD_IDS]), value);
  }
}

async function submit() {
  await click(one('admin-popup-save'));
}

describe('PopupPage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    notifications.clean();
    vi.restoreAllMocks();
  });

  async function open(state: PopupState) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(getAdminPopupQueryOptions().queryKey, state);
    const view = await renderAt(
      '/admin/popup',
      <QueryClientProvider client={client}>
        <PopupPage />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
  }

  it('starts empty when no popup is shown, and previews the dialogs as they are typed', async () => {
    await open({});
    expect(one('admin-popup-none').textContent).toBe('No popup is shown now.');
    expect(none('admin-popup-clear')).toBe(true);
    expect(input('admin-popup-title-gu').value).toBe('');
    expect(one('admin-popup-preview-en').textContent).toContain('Title');

    await fill({ titleEn: 'Notice', bodyEn: 'Closed on Sunday.\nBack on Monday.', buttonTextEn: 'Read more' });
    const preview = one('admin-popup-preview-en');
    expect(preview.textContent).toContain('Notice');
    expect(preview.textContent).toContain('Closed on Sunday.\nBack on Monday.');
    expect(preview.querySelector('a')?.textContent).toBe('Read more');
    expect(preview.querySelector('a')?.getAttribute('href')).toBeNull();
    await fill({ buttonAction: 'https://example.com/notice' });
    expect(preview.querySelector('a')?.getAttribute('href')).toBe('https://example.com/notice');
    expect(preview.querySelector('a')?.getAttribute('target')).toBe('_blank');
  });

  it('refuses what the server would refuse before sending anything', async () => {
    const save = vi.spyOn(AdminService, 'setPopup');
    await open({});
    await fill({ ...popup, buttonAction: 'http://example.com/notice', buttonTextGu: '  ' });
    await submit();
    expect(save).not.toHaveBeenCalled();
    expect(input('admin-popup-link').getAttribute('aria-invalid')).toBe('true');
    expect(input('admin-popup-button-gu').getAttribute('aria-invalid')).toBe('true');
    expect(one('admin-popup-form').textContent).toContain('This field is required.');
    expect(input('admin-popup-title-en').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('saves the popup trimmed and shows since when it is shown', async () => {
    const saved: PopupState = { popup, updatedOn: new Date().toISOString() };
    const save = vi
      .spyOn(AdminService, 'setPopup')
      .mockResolvedValue({ ...saved, message: 'The popup is saved; every visitor sees it once.' });
    vi.spyOn(AdminService, 'getAdminPopup').mockResolvedValue(saved);
    await open({});
    await fill({ ...popup, titleEn: '  Notice  ' });
    await submit();
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ requestBody: popup }));
    expect(toasts()).toContain('The popup is saved; every visitor sees it once.');
    expect(one('admin-popup-updated').textContent).toMatch(/^Shown since/);
    expect(input('admin-popup-title-en').value).toBe('Notice');
    // Saving it again unchanged would show it to everyone again.
    expect(one('admin-popup-save').hasAttribute('disabled')).toBe(true);
  });

  it('puts the server’s field errors under their fields', async () => {
    vi.spyOn(AdminService, 'setPopup').mockRejectedValue(
      problem(400, { errors: { buttonAction: ['The link must start with https://.'] } }),
    );
    await open({});
    await fill(popup);
    await submit();
    expect(input('admin-popup-link').getAttribute('aria-invalid')).toBe('true');
    expect(one('admin-popup-form').textContent).toContain('The link must start with https://.');
    expect(none('problem-alert')).toBe(true);
  });

  it('edits the popup being shown: its values in the fields, Save once something changed', async () => {
    await open({ popup, updatedOn: hoursAgo(2) });
    expect(one('admin-popup-updated').textContent).toBe('Shown since 2 hours ago.');
    expect(input('admin-popup-title-gu').value).toBe('સૂચના');
    expect(input('admin-popup-link').value).toBe('https://example.com/notice');
    expect(one('admin-popup-save').hasAttribute('disabled')).toBe(true);
    await fill({ bodyEn: 'Sagpan is closed on Sunday and Monday.' });
    expect(one('admin-popup-save').hasAttribute('disabled')).toBe(false);
  });

  it('removes the popup only after a confirmation', async () => {
    const clear = vi
      .spyOn(AdminService, 'clearPopup')
      .mockResolvedValue({ popup: null, updatedOn: null, message: 'The popup has been removed.' });
    vi.spyOn(AdminService, 'getAdminPopup').mockResolvedValue({});
    await open({ popup, updatedOn: hoursAgo(2) });

    await click(one('admin-popup-clear'));
    await waitUntil(() => expect(one('admin-popup-clear-confirm-modal').textContent).toContain('Remove the popup?'));
    expect(clear).not.toHaveBeenCalled();
    await click(one('admin-popup-clear-confirm'));
    expect(clear).toHaveBeenCalled();
    expect(toasts()).toContain('The popup has been removed.');
    await waitUntil(() => expect(none('admin-popup-clear-confirm')).toBe(true));
    expect(one('admin-popup-none')).toBeTruthy();
    expect(none('admin-popup-clear')).toBe(true);
    // The text stays, to show it again.
    expect(input('admin-popup-title-en').value).toBe('Notice');
    expect(one('admin-popup-save').hasAttribute('disabled')).toBe(false);
  });
});
