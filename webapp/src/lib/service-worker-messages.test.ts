import { afterEach, describe, expect, it, vi } from 'vitest';

/** A service worker container: an event target that records whether the page said it listens. */
function fakeContainer() {
  const target = new EventTarget() as EventTarget & { started: boolean; startMessages: () => void };
  target.started = false;
  target.startMessages = () => {
    target.started = true;
  };
  return target;
}

const post = (target: EventTarget, data: unknown) => target.dispatchEvent(new MessageEvent('message', { data }));

describe('service worker messages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('keeps the messages that come before the handler, then hands on the later ones until stopped', async () => {
    const container = fakeContainer();
    vi.stubGlobal('navigator', { serviceWorker: container });
    const { holdServiceWorkerMessages, onServiceWorkerMessage } = await import('./service-worker-messages');
    holdServiceWorkerMessages();
    expect(container.started).toBe(true);
    post(container, 'early');
    const got: unknown[] = [];
    const stop = onServiceWorkerMessage((data) => got.push(data));
    expect(got).toEqual(['early']);
    post(container, 'later');
    expect(got).toEqual(['early', 'later']);
    stop();
    post(container, 'after');
    expect(got).toEqual(['early', 'later']);
    // Held again for the next handler (the app mounted anew), not lost.
    const next: unknown[] = [];
    onServiceWorkerMessage((data) => next.push(data));
    expect(next).toEqual(['after']);
  });

  it('does nothing where the browser has no service workers', async () => {
    vi.stubGlobal('navigator', {});
    const { holdServiceWorkerMessages } = await import('./service-worker-messages');
    expect(() => holdServiceWorkerMessages()).not.toThrow();
  });
});
