import type { PopupSetting } from '../../../api/generated/client';
import { HTTPS_URL_PATTERN } from '../../../api/generated/rules/rules';

/** localStorage: the `version` of the last popup this browser showed. */
export const POPUP_SEEN_KEY = 'sagpan.popup.seen';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's localStorage, or null where it cannot be used (storage turned off, a sandboxed frame). */
function browserStorage(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The version of the popup last shown in this browser, or null. */
export function seenPopupVersion(storage: Store | null = browserStorage()): string | null {
  try {
    return storage?.getItem(POPUP_SEEN_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Remembers that `version` was shown, so it does not come back; without storage it comes back on the next visit. */
export function markPopupSeen(version: string, storage: Store | null = browserStorage()): void {
  try {
    storage?.setItem(POPUP_SEEN_KEY, version);
  } catch {
    // Storage full or refused: the popup shows again next time, which is harmless.
  }
}

/** The popup to show now: the server's, unless there is none or this browser has shown its version already. */
export function popupToShow(popup: PopupSetting | null | undefined, seenVersion: string | null): PopupSetting | null {
  if (!popup || popup.version === '' || popup.version === seenVersion) return null;
  return popup;
}

/**
 * The button's link when it is a plain https address, else null (the button then only closes the dialog). The server
 * refuses any other link already; this keeps a `javascript:` or `http:` address away from window.open all the same.
 */
export function safeButtonLink(url: string): string | null {
  const link = url.trim();
  if (!HTTPS_URL_PATTERN.test(link)) return null;
  try {
    return new URL(link).protocol === 'https:' ? link : null;
  } catch {
    return null;
  }
}
