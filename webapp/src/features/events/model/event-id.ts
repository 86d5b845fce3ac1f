/**
 * The `$eventId` of /events/$eventId and /admin/events/$eventId: a whole number from 1 (no sign, no leading zero) that
 * fits the server's 32-bit id; null for anything else, which the route shows as its 404 page without a call. Kept free
 * of imports: the route tree, which parses the params, loads before any page.
 */
export function parseEventId(param: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
