/** A member's numeric id, as the moderators' addresses carry it (/admin/member/$id). */
export type MemberId = number;

/**
 * The member id in an address (the `$id` of /admin/member/$id), or null when the address names no member: digits
 * only, from 1, written without a leading zero or a sign, and small enough to be exact. Anything else ("abc", "0",
 * "-3", "1e3", "012") is no member at all.
 */
export function parseMemberId(raw: string): MemberId | null {
  if (!/^[1-9][0-9]*$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
