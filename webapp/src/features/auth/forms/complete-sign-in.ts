import type { SignInAnswer } from '../../../api/generated/client';
import { signIn } from '../../../lib/session/session-store';
import { clearPendingVerification, savePendingVerification } from './pending-verification';
import { toastSuccess } from './toast';

/**
 * After any sign-in call: with tokens the member is signed in and goes to "/" (the routing table sends them on);
 * without (the e-mail is unconfirmed, a code was sent) they go to /auth/verify-otp.
 */
export function completeSignIn(answer: SignInAnswer): '/' | '/auth/verify-otp' {
  if (signIn(answer)) {
    clearPendingVerification();
    return '/';
  }
  savePendingVerification({ email: answer.user.email, verificationToken: answer.verificationToken ?? undefined });
  toastSuccess(answer.message);
  return '/auth/verify-otp';
}
