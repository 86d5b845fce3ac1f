import { notificationsStore } from '@mantine/notifications';
import { act } from 'react';
import { ApiError } from '../api/generated/client';

/**
 * What the component tests do to the page: find by test id, type, click, choose files, send a form, wait for what
 * arrives late, read the toasts, and build the problems the server answers with. Importing it also gives jsdom what
 * Mantine reads and jsdom lacks (below).
 */

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

export const none = (id: string, root: ParentNode = document) => find(id, root) === null;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The input, textarea or select of a Mantine field: `target` itself, or the one inside it (by test id or element). */
export function fieldOf(target: string | HTMLElement): Field {
  const element = typeof target === 'string' ? one(target) : target;
  if (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  )
    return element;
  const field = element.querySelector<Field>('input, textarea, select');
  if (!field) throw new Error(`no field in ${typeof target === 'string' ? target : element.tagName}`);
  return field;
}

/** The input of a Mantine field that is an input (its value, whether it is checked). */
export function inputOf(id: string): HTMLInputElement {
  const field = fieldOf(id);
  if (!(field instanceof HTMLInputElement)) throw new Error(`no input in ${id}`);
  return field;
}

/** The message shown under a field (Mantine links it with aria-describedby), or ''. */
export function errorOf(id: string): string {
  const ids = (fieldOf(id).getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((describedBy) => document.getElementById(describedBy))
    .filter((element) => element?.className.includes('error'))
    .map((element) => element?.textContent ?? '')
    .join(' ');
}

/** Lets the calls, the refetches and the re-renders that follow settle. */
export async function settle() {
  for (let i = 0; i < 6; i += 1) {
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

/** The text of the option a native select (by test id) shows. */
export function chosenIn(id: string): string {
  const field = fieldOf(id);
  if (!(field instanceof HTMLSelectElement)) throw new Error(`no select in ${id}`);
  return field.selectedOptions[0]?.textContent ?? '';
}

/** Chooses the option shown as `label` in a native select (by test id), as a person does: React listens to change. */
export async function choose(id: string, label: string) {
  const field = fieldOf(id);
  if (!(field instanceof HTMLSelectElement)) throw new Error(`no select in ${id}`);
  const option = [...field.options].find((o) => o.textContent === label);
  if (!option) throw new Error(`no option ${label} in ${id}`);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(field, option.value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Types into a text input or a textarea (by test id, or the element) as a person does: React listens to input. */
export async function type(target: string | HTMLElement, text: string) {
  const field = fieldOf(target);
  if (field instanceof HTMLSelectElement) throw new Error('a select is chosen from, not typed into: choose()');
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Chooses `files` in the file input `id`, as the browser's file dialog does. */
export async function chooseFiles(id: string, files: File[]) {
  const input = one(id) as HTMLInputElement;
  await act(async () => {
    Object.defineProperty(input, 'files', { value: files, configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}

/** Sends the form that holds `id`. */
export async function submitFormOf(id: string) {
  const form = one(id).closest('form');
  if (!form) throw new Error(`no form around ${id}`);
  await act(async () => form.requestSubmit());
  await settle();
}

async function pause(ms: number) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/** Waits (a second at most) until `id` is on the page: a modal's content arrives after its opening transition. */
export async function waitFor(id: string): Promise<HTMLElement> {
  for (let waited = 0; waited < 1000; waited += 20) {
    const element = find(id);
    if (element) return element;
    await pause(20);
  }
  return one(id);
}

/** Waits (a second at most, unless told) until `check` passes, e.g. for a dialog to close; then the last failure. */
export async function waitUntil(check: () => void, timeoutMs = 1000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
    }
    await pause(20);
  }
}

export const toasts = () => notificationsStore.getState().notifications.map((n) => n.message);

/** A failed call as the generated client throws it. */
export function problem(status: number, body: Record<string, unknown>, url = '/api') {
  return new ApiError(
    { method: 'POST', url },
    { url, ok: false, status, statusText: '', body: { status, ...body } },
    'Failed',
  );
}

/** A file as the file dialog gives it, of `size` bytes. */
export const fileOf = (name: string, type: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1 });

// jsdom has no document.fonts, which Mantine's autosizing Textarea listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
}

// jsdom has no ResizeObserver (Mantine's modals, tabs and textareas observe sizes), nor scrolling.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => undefined;
