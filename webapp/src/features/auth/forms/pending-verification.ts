/**
 * What the verify-otp screen needs after a sign-in or registration with an unconfirmed e-mail: the address and the
 * verification token that authorises changing it. Kept for the tab only (sessionStorage).
 */
export interface PendingVerification {
  email: string;
  verificationToken?: string;
}

const KEY = 'sagpan.verify';

export function savePendingVerification(value: PendingVerification): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Private mode without storage: the verify screen asks for the e-mail again.
  }
}

export function readPendingVerification(): PendingVerification | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingVerification>;
    return typeof value.email === 'string' ? { email: value.email, verificationToken: value.verificationToken } : null;
  } catch {
    return null;
  }
}

export function clearPendingVerification(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}

/** The e-mail typed on the forgot-password screen, offered again on the new-password screen. */
const RESET_KEY = 'sagpan.reset';

export function saveResetEmail(email: string): void {
  try {
    sessionStorage.setItem(RESET_KEY, email);
  } catch {
    // see above
  }
}

export function readResetEmail(): string {
  try {
    return sessionStorage.getItem(RESET_KEY) ?? '';
  } catch {
    return '';
  }
}
