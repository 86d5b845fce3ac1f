import { notificationsStore } from '@mantine/notifications';
import { act } from 'react';
import { ApiError } from '../../../api/generated/client';

/** What the account tests share: finding by test id, typing, clicking, the server's problems, a signed-in member. */

export const byTestId = (id: string, root: ParentNode = document) => [
  ...root.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`),
];

export const find = (id: string, root: ParentNode = document) =>
  root.querySelector<HTMLElement>(`[data-testid="${id}"]`);

export function one(id: string, root: ParentNode = document): HTMLElement {
  const element = find(id, root);
  if (!element) throw new Error(`no ${id}`);
  return element;
}

/** The input of a Mantine field (the test id is on the input itself, or on a wrapper around it). */
export function inputOf(id: string): HTMLInputElement {
  const element = one(id);
  const input = element instanceof HTMLInputElement ? element : element.querySelector('input');
  if (!input) throw new Error(`no input in ${id}`);
  return input;
}

/** The message shown under a field (Mantine links it with aria-describedby), or ''. */
export function errorOf(id: string): string {
  const input = inputOf(id);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((describedBy) => document.getElementById(describedBy))
    .filter((element) => element?.className.includes('error'))
    .map((element) => element?.textContent ?? '')
    .join(' ');
}

export async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

export async function click(element: HTMLElement) {
  await act(async () => {
    element.click();
  });
  await settle();
}

/** Waits (a second at most) until `id` is on the page: a modal's content arrives after its opening transition. */
export async function waitFor(id: string): Promise<HTMLElement> {
  for (let waited = 0; waited < 1000; waited += 20) {
    const element = find(id);
    if (element) return element;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
  return one(id);
}

export async function type(id: string, text: string) {
  const input = inputOf(id);
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export const toasts = () => notificationsStore.getState().notifications.map((n) => n.message);

/** A failed call as the generated client throws it. */
export function problem(status: number, body: Record<string, unknown>, url = '/api/Account') {
  return new ApiError(
    { method: 'POST', url },
    { url, ok: false, status, statusText: '', body: { status, ...body } },
    'Failed',
  );
}

export { member, signInAs } from '../../../testing/session';

// jsdom has no ResizeObserver, which Mantine's tabs (the profile navigation) use, nor scrolling.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => undefined;
