import { PROFILE_ID_PATTERN, trimUpperAscii } from '../../../api/generated/rules/rules';

const FALLBACK = 'bio-data.pdf';

/** The file name in a `Content-Disposition` header (`filename*=UTF-8''…` or `filename="…"`), or null. */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A broken encoding: try the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || null;
}

/**
 * The saved file's name (rule 21, document 001): the profile id, `PT104233.pdf`. Without a valid profile id, the
 * name the server gave (without any folder), else "bio-data.pdf".
 */
export function bioDataFileName(profileId: string | null | undefined, serverName?: string | null): string {
  const id = trimUpperAscii(profileId ?? '');
  if (PROFILE_ID_PATTERN.test(id)) return `${id}.pdf`;
  const name = serverName?.split(/[\\/]/).pop()?.trim();
  return name ? name : FALLBACK;
}
