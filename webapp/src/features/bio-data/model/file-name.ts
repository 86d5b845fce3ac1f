import { PROFILE_ID_PATTERN, trimUpperAscii } from '../../../api/generated/rules/rules';

export { fileNameFromDisposition } from '../../../lib/pdf-download';

const FALLBACK = 'bio-data.pdf';

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
