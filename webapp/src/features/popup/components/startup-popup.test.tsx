import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, HomeService, type PopupSetting } from '../../../api/generated/client';
import { render } from '../../../testing/render';
import { POPUP_SEEN_KEY } from '../model/popup-seen';
import { StartupPopup } from './startup-popup';

const popup: PopupSetting = {
  title: 'Diwali meet-up',
  body: 'Families meet in Unjha on 12 November.\nRegistration opens today.',
  buttonText: 'Read more',
  buttonAction: 'https://example.com/news',
  version: 'v7',
};

const find = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

/** Lets the query answer and the modal's transition run (a second at most) until `done` holds. */
async function until(done: () => boolean) {
  for (let waited = 0; waited < 1500 && !done(); waited += 20) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
}

/** Gives a dialog that should not come the time it would take to come. */
async function pause(ms: number) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

describe('StartupPopup', { timeout: 20_000 }, () => {
  let unmount: () => void = () => undefined;
  beforeEach(() => localStorage.removeItem(POPUP_SEEN_KEY));
  afterEach(() => {
    unmount();
    vi.restoreAllMocks();
    localStorage.removeItem(POPUP_SEEN_KEY);
  });

  async function open() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = await render(
      <QueryClientProvider client={client}>
        <StartupPopup />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
  }

  it('shows a new popup once, with its title, body and button, and remembers its version', async () => {
    vi.spyOn(HomeService, 'getWebPopup').mockResolvedValue(popup);
    await open();
    await until(() => find('popup-dialog') !== null);

    const dialog = find('popup-dialog');
    expect(dialog?.getAttribute('role')).toBe('dialog');
    expect(dialog?.textContent).toContain('Diwali meet-up');
    expect(find('popup-body')?.textContent).toBe(popup.body);
    expect(find('popup-action')?.textContent).toBe('Read more');
    expect(localStorage.getItem(POPUP_SEEN_KEY)).toBe('v7');
  });

  it('opens the link in a new tab without access to this page, and closes', async () => {
    vi.spyOn(HomeService, 'getWebPopup').mockResolvedValue(popup);
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);
    await open();
    await until(() => find('popup-action') !== null);

    await act(async () => find('popup-action')?.click());
    expect(windowOpen).toHaveBeenCalledWith('https://example.com/news', '_blank', 'noopener,noreferrer');
    await until(() => find('popup-dialog') === null);
    expect(find('popup-dialog')).toBeNull();
  });

  it('only closes when the link is not https', async () => {
    vi.spyOn(HomeService, 'getWebPopup').mockResolvedValue({ ...popup, buttonAction: 'javascript:alert(1)' });
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);
    await open();
    await until(() => find('popup-action') !== null);

    await act(async () => find('popup-action')?.click());
    expect(windowOpen).not.toHaveBeenCalled();
    await until(() => find('popup-dialog') === null);
    expect(find('popup-dialog')).toBeNull();
  });

  it('does not show a version this browser has shown', async () => {
    localStorage.setItem(POPUP_SEEN_KEY, 'v7');
    const call = vi.spyOn(HomeService, 'getWebPopup').mockResolvedValue(popup);
    await open();
    await until(() => call.mock.calls.length > 0);
    await pause(300);
    expect(find('popup-dialog')).toBeNull();
  });

  it('shows nothing when no popup is set (204)', async () => {
    const call = vi.spyOn(HomeService, 'getWebPopup').mockResolvedValue(undefined as unknown as PopupSetting);
    await open();
    await until(() => call.mock.calls.length > 0);
    await pause(300);
    expect(find('popup-dialog')).toBeNull();
    expect(find('oops-dialog')).toBeNull();
    expect(localStorage.getItem(POPUP_SEEN_KEY)).toBeNull();
  });

  it('answers a failed call with the "Oops..." dialog and its text', async () => {
    const url = '/api/PopupSetting/Web';
    vi.spyOn(HomeService, 'getWebPopup').mockRejectedValue(
      new ApiError(
        { method: 'GET', url },
        { url, ok: false, status: 503, statusText: '', body: { status: 503, detail: 'The database does not answer.' } },
        'Failed',
      ),
    );
    await open();
    await until(() => find('oops-dialog') !== null);
    const dialog = find('oops-dialog');
    expect(dialog?.textContent).toContain('Oops...');
    expect(dialog?.textContent).toContain('The database does not answer.');
    expect(find('popup-dialog')).toBeNull();
  });
});
