import { useMutation } from '@tanstack/react-query';
import { AdminService, type PopupEdit } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';

/**
 * Sets the web popup (every browser shows the new one once). Answers the popup now shown with `message` for the
 * toast; a field the server refuses (a link that is not https) is a 400 naming it.
 */
export const setPopup = (popup: PopupEdit) =>
  authorized(() => AdminService.setPopup({ requestBody: popup, acceptLanguage: apiLocale() }));

export const useSetPopup = (config: MutationConfig<typeof setPopup> = {}) =>
  useMutation({ ...config, mutationFn: setPopup });
