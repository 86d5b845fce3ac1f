import { z } from 'zod';

/** A member's numeric id, as the moderators' addresses carry it (/admin/member/$id). */
export type MemberId = number;

/**
 * The `$id` of /admin/member/$id: digits only, from 1, written without a leading zero or a sign, and small enough to be
 * exact. Anything else ("abc", "0", "-3", "1e3", "012") is no member at all.
 */
export const memberIdParam = z
  .string()
  .regex(/^[1-9][0-9]*$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/** The member id in an address, or null when the address names no member. */
export function parseMemberId(raw: string): MemberId | null {
  const result = memberIdParam.safeParse(raw);
  return result.success ? result.data : null;
}
