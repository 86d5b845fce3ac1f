/** The member id of `/matches/detail/$id`: a whole number from 1; null for anything else (a profile id, a word). */
export function memberIdFrom(param: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
