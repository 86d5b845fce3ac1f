import { notifications, notificationsStore } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, MatchService } from '../../../api/generated/client';
import { renderAt } from '../../../testing/render-at';
import { QuickSearchForm } from './quick-search';

const find = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const toasts = () => notificationsStore.getState().notifications;

async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

async function type(text: string) {
  const input = find('quick-search') as HTMLInputElement;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit() {
  await act(async () => find('quick-search-submit')?.click());
  await settle();
}

describe('QuickSearchForm', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    notifications.clean();
    vi.restoreAllMocks();
  });

  async function show() {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const onFound = vi.fn();
    const view = await renderAt(
      '/matches',
      <QueryClientProvider client={client}>
        <QuickSearchForm layout="stacked" onFound={onFound} />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    return { router: view.router, onFound };
  }

  it('asks for a profile id when the field is empty, without calling the server', async () => {
    const search = vi.spyOn(MatchService, 'quickSearch');
    await show();
    await submit();
    expect(find('quick-search-error')?.textContent).toBe('Please enter a profile id');
    expect(find('quick-search')?.getAttribute('aria-invalid')).toBe('true');
    expect(search).not.toHaveBeenCalled();
  });

  it('says what a profile id looks like when it is not one', async () => {
    const search = vi.spyOn(MatchService, 'quickSearch');
    await show();
    await type('PT12');
    await submit();
    expect(find('quick-search-error')?.textContent).toBe('Please enter a valid profile ID, for example PT104233.');
    expect(search).not.toHaveBeenCalled();
  });

  it('opens the member found, by the member id the server answers', async () => {
    const search = vi.spyOn(MatchService, 'quickSearch').mockResolvedValue(42 as never);
    const { router, onFound } = await show();
    await type(' pt104233 ');
    await submit();
    expect(search).toHaveBeenCalledWith({ requestBody: { profileId: 'PT104233' } });
    expect(router.state.location.pathname).toBe('/matches/detail/42');
    expect(onFound).toHaveBeenCalledTimes(1);
    expect(toasts()).toHaveLength(0);
  });

  it('warns "Profile not found..." when the server answers 0, and stays', async () => {
    vi.spyOn(MatchService, 'quickSearch').mockResolvedValue(0 as never);
    const { router, onFound } = await show();
    await type('PT999999');
    await submit();
    expect(router.state.location.pathname).toBe('/matches');
    expect(onFound).not.toHaveBeenCalled();
    expect(toasts().map((toast) => [toast.message, toast.color])).toEqual([['Profile not found...', 'orange']]);
    expect(find('quick-search-error')).toBeNull();
  });

  it("shows the server's word on the field when it refuses the id", async () => {
    const refused = new ApiError(
      { method: 'POST', url: '/api/Match/Search' },
      {
        url: '/api/Match/Search',
        ok: false,
        status: 400,
        statusText: 'Bad Request',
        body: { status: 400, errors: { profileId: ['invalid_profile_id'] } },
      },
      'Bad Request',
    );
    vi.spyOn(MatchService, 'quickSearch').mockRejectedValue(refused);
    await show();
    await type('PT104233');
    await submit();
    expect(find('quick-search-error')?.textContent).toBe('Please enter a valid profile ID, for example PT104233.');
  });
});
