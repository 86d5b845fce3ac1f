/** A reference list's items as the server sends them. */
export type LookupItem = { id: number; name: string };

/** `{ value, label }` items of a list for a Mantine Select (ids as strings). */
export function toOptions(list: readonly LookupItem[] | undefined) {
  return (list ?? []).map((item) => ({ value: String(item.id), label: item.name }));
}

/** The name of the item with this id, if the list has it. */
export function nameOf(list: readonly LookupItem[] | undefined, id: number | null | undefined) {
  if (id === null || id === undefined) return undefined;
  return list?.find((item) => item.id === id)?.name;
}

/** The item whose name equals `name` (ignoring case and surrounding spaces), for typed-in place names. */
export function findByName<T extends { name: string }>(list: readonly T[] | undefined, name: string): T | undefined {
  const wanted = name.trim().toLocaleLowerCase();
  if (!wanted) return undefined;
  return list?.find((item) => item.name.trim().toLocaleLowerCase() === wanted);
}
