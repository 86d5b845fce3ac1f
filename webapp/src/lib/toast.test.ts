import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { showToast, toastId } from './toast';

const shown = () => notificationsStore.getState().notifications;

describe('showToast', () => {
  afterEach(() => notifications.clean());

  it('shows the same message only once while it is on screen', () => {
    showToast({ message: 'Photo saved.' });
    showToast({ message: 'Photo saved.' });
    expect(shown()).toHaveLength(1);
  });

  it('shows different messages side by side', () => {
    showToast({ message: 'Photo saved.' });
    showToast({ message: 'Profile submitted.' });
    showToast({ title: 'Approved', message: 'Photo saved.' });
    expect(shown()).toHaveLength(3);
  });

  it('shows a message again once the first one has gone', () => {
    const id = showToast({ message: 'Photo saved.' });
    notifications.hide(id);
    showToast({ message: 'Photo saved.' });
    expect(shown()).toHaveLength(1);
  });
});

describe('toastId', () => {
  it('is stable and depends on the title and the message', () => {
    expect(toastId({ message: 'a' })).toBe(toastId({ message: 'a' }));
    expect(toastId({ message: 'a' })).not.toBe(toastId({ message: 'b' }));
    expect(toastId({ title: 'a', message: 'b' })).not.toBe(toastId({ title: 'ab', message: '' }));
  });
});
