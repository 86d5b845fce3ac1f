import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, HomeService } from '../../../api/generated/client';
import { renderAt } from '../../../testing/render-at';
import type { UnsubscribeSearch } from '../model/unsubscribe-link';
import { UnsubscribePage } from './unsubscribe-page';

const result = () => document.querySelector<HTMLElement>('[data-testid="unsubscribe-result"]');

async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

function refused(status: number, detail = '') {
  const url = '/api/Home/Unsubscribe';
  return new ApiError(
    { method: 'POST', url },
    { url, ok: false, status, statusText: '', body: { status, detail } },
    'Failed',
  );
}

describe('UnsubscribePage', { timeout: 20_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    vi.restoreAllMocks();
  });

  async function open(search: UnsubscribeSearch) {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const view = await renderAt(
      '/unsubscribe',
      <StrictMode>
        <QueryClientProvider client={client}>
          <UnsubscribePage search={search} />
        </QueryClientProvider>
      </StrictMode>,
    );
    unmount = view.unmount;
    await settle();
  }

  it('unsubscribes once as the page opens and shows the server’s message', async () => {
    const call = vi
      .spyOn(HomeService, 'unsubscribe')
      .mockResolvedValue({ message: 'You are unsubscribed; you will receive no more news e-mails.' });
    await open({ email: 'meera@example.com', token: 'ab12cd' });

    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[0].requestBody).toEqual({ email: 'meera@example.com', token: 'ab12cd' });
    expect(result()?.dataset.state).toBe('done');
    expect(result()?.textContent).toBe('You are unsubscribed; you will receive no more news e-mails.');
    expect(document.title).toContain('Unsubscribe');
  });

  it('turns the weekly digest off from its link and leads to the settings', async () => {
    const news = vi.spyOn(HomeService, 'unsubscribe');
    const call = vi
      .spyOn(HomeService, 'turnDigestOff')
      .mockResolvedValue({ message: 'The weekly digest is off.' });
    await open({ digest: '42', token: 'ab12cd' });

    expect(news).not.toHaveBeenCalled();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[0].requestBody).toEqual({ memberId: 42, token: 'ab12cd' });
    expect(result()?.dataset.state).toBe('done');
    expect(result()?.textContent).toContain('The weekly digest is off.');
    expect(document.querySelector('[data-testid="unsubscribe-settings"]')).not.toBeNull();
  });

  it('says that a link the server does not know is not valid', async () => {
    vi.spyOn(HomeService, 'unsubscribe').mockRejectedValue(refused(404, 'Not found.'));
    await open({ email: 'meera@example.com', token: 'wrong' });
    expect(result()?.dataset.state).toBe('invalid');
    expect(result()?.textContent).toContain('This unsubscribe link is not valid.');
  });

  it('does not call the server for a link without its token', async () => {
    const call = vi.spyOn(HomeService, 'unsubscribe');
    await open({ email: 'meera@example.com' });
    expect(call).not.toHaveBeenCalled();
    expect(result()?.dataset.state).toBe('invalid');
  });

  it('offers to try again when the server does not answer', async () => {
    const call = vi
      .spyOn(HomeService, 'unsubscribe')
      .mockRejectedValueOnce(refused(503, 'The service is busy. Please try again shortly.'))
      .mockResolvedValueOnce({ message: 'You are unsubscribed; you will receive no more news e-mails.' });
    await open({ email: 'meera@example.com', token: 'ab12cd' });
    expect(result()?.dataset.state).toBe('failed');
    expect(result()?.textContent).toContain('The service is busy. Please try again shortly.');

    await act(async () => document.querySelector<HTMLElement>('[data-testid="unsubscribe-retry"]')?.click());
    await settle();
    expect(call).toHaveBeenCalledTimes(2);
    expect(result()?.dataset.state).toBe('done');
  });
});
