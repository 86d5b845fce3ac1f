import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../testing/render';
import { SPLASH_FADE_MS, SPLASH_ID, SplashScreen } from './splash-screen';
import { SPLASH_MAX_MS } from './splash-rule';

const splash = () => document.querySelector<HTMLElement>('[data-testid="splash"]');

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return { queryClient, router };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('SplashScreen', () => {
  let unmount: () => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    // index.html's splash.
    const element = document.createElement('div');
    element.id = SPLASH_ID;
    element.dataset.testid = 'splash';
    element.setAttribute('aria-hidden', 'true');
    document.body.append(element);
  });
  afterEach(() => {
    unmount();
    document.getElementById(SPLASH_ID)?.remove();
    vi.useRealTimers();
  });

  it('is shown while the router has not loaded a page, hidden from assistive technology', async () => {
    const { queryClient, router } = setUp();
    ({ unmount } = await render(
      <QueryClientProvider client={queryClient}>
        <SplashScreen router={router} />
      </QueryClientProvider>,
    ));
    expect(splash()?.getAttribute('aria-hidden')).toBe('true');
    await advance(SPLASH_MAX_MS - 100);
    expect(splash()).not.toBeNull();
  });

  it('goes once the first page is loaded and nothing is fetching', async () => {
    const { queryClient, router } = setUp();
    ({ unmount } = await render(
      <QueryClientProvider client={queryClient}>
        <SplashScreen router={router} />
      </QueryClientProvider>,
    ));
    let finish: (value: string) => void = () => undefined;
    const slow = () => new Promise<string>((resolve) => (finish = resolve));
    void queryClient.fetchQuery({ queryKey: ['slow'], queryFn: slow });
    await act(() => router.load());
    await advance(SPLASH_FADE_MS + 50);
    expect(splash()).not.toBeNull();

    await act(async () => finish('done'));
    await advance(SPLASH_FADE_MS + 50);
    expect(splash()).toBeNull();

    // It does not come back for a later fetch.
    void queryClient.fetchQuery({ queryKey: ['later'], queryFn: () => new Promise<string>(() => undefined) });
    await advance(50);
    expect(splash()).toBeNull();
  });

  it('goes after 3 seconds even while something still loads', async () => {
    const { queryClient, router } = setUp();
    ({ unmount } = await render(
      <QueryClientProvider client={queryClient}>
        <SplashScreen router={router} />
      </QueryClientProvider>,
    ));
    void queryClient.fetchQuery({ queryKey: ['never'], queryFn: () => new Promise<string>(() => undefined) });
    await advance(SPLASH_MAX_MS - 10);
    expect(splash()).not.toBeNull();
    await advance(10);
    await advance(SPLASH_FADE_MS + 50);
    expect(splash()).toBeNull();
  });
});
