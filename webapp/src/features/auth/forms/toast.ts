import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';

export const codeSentMessage = msg`OTP sent successfully to the entered e-mail.`;

/** A green toast, top right for 5000 ms (the Notifications provider's defaults): the server's message or ours. */
export function toastSuccess(message?: string | null): void {
  notifications.show({
    color: 'green',
    message: message && message.trim() !== '' ? message : i18n._(codeSentMessage),
    withBorder: true,
  });
}
