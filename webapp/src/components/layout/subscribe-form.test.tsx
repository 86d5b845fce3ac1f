import { notifications, notificationsStore } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, HomeService } from '../../api/generated/client';
import { render } from '../../testing/render';
import { SubscribeForm } from './subscribe-form';

const input = () => document.querySelector<HTMLInputElement>('[data-testid="subscribe-email"]') as HTMLInputElement;
const button = () => document.querySelector<HTMLButtonElement>('[data-testid="subscribe-submit"]') as HTMLButtonElement;

/** The message Mantine shows under the field, or ''. */
function fieldError(): string {
  const ids = (input().getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.className.includes('error'))
    .map((element) => element?.textContent ?? '')
    .join(' ');
}

async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

async function typeEmail(text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input(), text);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit() {
  await act(async () => button().click());
  await settle();
}

const toasts = () => notificationsStore.getState().notifications.map((n) => ({ message: n.message, color: n.color }));

function problem(status: number, body: Record<string, unknown>) {
  const url = '/api/Home/Subscribe';
  return new ApiError(
    { method: 'POST', url },
    { url, ok: false, status, statusText: '', body: { status, ...body } },
    'Failed',
  );
}

describe('SubscribeForm', { timeout: 20_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    notifications.clean();
    vi.restoreAllMocks();
  });

  async function open() {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const view = await render(
      <QueryClientProvider client={client}>
        <SubscribeForm />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
  }

  it('checks the address with the shared e-mail rule before calling the server', async () => {
    const subscribe = vi.spyOn(HomeService, 'subscribe');
    await open();
    await submit();
    expect(fieldError()).toBe('This field is required.');
    await typeEmail('meera@example');
    await submit();
    expect(fieldError()).toBe('Please enter a valid e-mail address.');
    await typeEmail(`${'m'.repeat(250)}@example.com`);
    await submit();
    expect(fieldError()).toBe('Please enter no more than 256 characters.');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('subscribes the address, shows the server’s message and empties the field', async () => {
    const subscribe = vi
      .spyOn(HomeService, 'subscribe')
      .mockResolvedValue({ message: 'You are subscribe successfully!' });
    await open();
    await typeEmail(' meera@example.com ');
    await submit();
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(subscribe.mock.calls[0]?.[0].emailAddress).toBe('meera@example.com');
    expect(toasts()).toContainEqual({ message: 'You are subscribe successfully!', color: 'green' });
    expect(input().value).toBe('');
    expect(fieldError()).toBe('');
  });

  it('puts a refused address under the field, and anything else in a red toast', async () => {
    vi.spyOn(HomeService, 'subscribe')
      .mockRejectedValueOnce(problem(400, { errors: { emailAddress: ['invalid_email'] } }))
      .mockRejectedValueOnce(problem(429, { detail: 'Too many requests. Please try again in a few minutes.' }));
    await open();
    await typeEmail('meera@example.com');
    await submit();
    expect(fieldError()).toBe('Please enter a valid e-mail address.');
    expect(toasts()).toEqual([]);

    await submit();
    expect(toasts()).toContainEqual({ message: 'Too many requests. Please try again in a few minutes.', color: 'red' });
    expect(input().value).toBe('meera@example.com');
  });
});
