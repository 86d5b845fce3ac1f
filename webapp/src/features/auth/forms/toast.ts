import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { showToast } from '../../../lib/toast';

export const codeSentMessage = msg`OTP sent successfully to the entered e-mail.`;

/** A green toast for 5 seconds: the server's message or ours. */
export function toastSuccess(message?: string | null): void {
  showToast({ message: message && message.trim() !== '' ? message : i18n._(codeSentMessage) });
}
