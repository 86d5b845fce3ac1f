import { notifications } from '@mantine/notifications';
import { TOAST_MS } from '../api/startup-rules';

export interface Toast {
  message: string;
  title?: string;
  /** Green for what went well (the default), red for what did not. */
  color?: 'green' | 'red' | 'blue' | 'orange';
  /** Document 001's 5 seconds unless a longer read is needed. */
  autoClose?: number;
}

/**
 * The toast's id, derived from its text: Mantine shows a notification whose id is already on screen only once, so the
 * same message (a step's answer and the live event about it, a double click) never stacks.
 */
export function toastId({ title = '', message }: Pick<Toast, 'title' | 'message'>): string {
  const text = `${title}\u0000${message}`;
  // FNV-1a: short, stable, good enough to tell texts apart.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `toast-${(hash >>> 0).toString(36)}`;
}

/** Shows a toast (top right, below the header: see app.tsx) unless the same text is already showing. */
export function showToast({ message, title, color = 'green', autoClose = TOAST_MS }: Toast): string {
  return notifications.show({
    id: toastId({ title, message }),
    title,
    message,
    color,
    autoClose,
    withBorder: true,
    styles: { description: { whiteSpace: 'pre-line' } },
  });
}
