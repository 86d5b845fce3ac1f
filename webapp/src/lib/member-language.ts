import { AccountService } from '../api/generated/client';
import { switchLocale, type Locale } from './i18n';
import { authorized } from './session/auth-client';
import { getSession } from './session/session-store';

/**
 * The language chosen in the app is the signed-in member's language for what the server writes on its own: e-mails,
 * pushes, the bio-data (rule 43). Saved first, then the page reloads in it; when saving fails (offline) the app still
 * switches, and the account page shows the language the server kept.
 */
export async function chooseLanguage(locale: Locale): Promise<void> {
  if (getSession()) {
    try {
      await authorized(() => AccountService.setAccountLanguage({ requestBody: { language: locale } }));
    } catch {
      // The switch in this browser goes ahead; see above.
    }
  }
  switchLocale(locale);
}
