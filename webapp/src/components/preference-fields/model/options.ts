import type { LookupItem } from '../../../lib/lookups/lookup-lists';

export interface Option {
  value: string;
  label: string;
}
export interface OptionGroup {
  group: string;
  items: Option[];
}

const option = (item: LookupItem): Option => ({ value: String(item.id), label: item.name });

/**
 * The communities for a MultiSelect: one group per parent community (Kadva, Leva), which starts with the parent itself
 * ("all of them", as the server reads a parent) followed by its sub-communities.
 */
export function communityOptions(
  communities: readonly (LookupItem & { parentCommunityId?: number | null })[],
  wholeLabel: (name: string) => string,
): (Option | OptionGroup)[] {
  const parents = communities.filter((c) => c.parentCommunityId == null);
  const parentIds = new Set(parents.map((p) => p.id));
  const groups: OptionGroup[] = parents.map((parent) => ({
    group: parent.name,
    items: [
      { value: String(parent.id), label: wholeLabel(parent.name) },
      ...communities.filter((c) => c.parentCommunityId === parent.id).map(option),
    ],
  }));
  const orphans = communities
    .filter((c) => c.parentCommunityId != null && !parentIds.has(c.parentCommunityId))
    .map(option);
  return [...groups, ...orphans];
}

/**
 * The children (states, cities) of the chosen parents, in the order the parents were chosen: a plain list for one
 * parent, one group per parent (named after it) for several.
 */
export function childOptions(
  parents: readonly { id: number; name: string; children: readonly LookupItem[] }[],
): (Option | OptionGroup)[] {
  if (parents.length === 1) return (parents[0]?.children ?? []).map(option);
  return parents
    .filter((parent) => parent.children.length > 0)
    .map((parent) => ({ group: parent.name, items: parent.children.map(option) }));
}

/**
 * The gols for a MultiSelect (rule 52): one group per parent community, named after it (a member may prefer the gols of
 * either community, so both are offered, told apart), then the gols offered to everyone ("no gol", "don't know").
 */
export function golOptions(
  gols: readonly (LookupItem & { parentCommunityId?: number | null })[],
  communities: readonly LookupItem[],
): (Option | OptionGroup)[] {
  const groups = new Map<number, OptionGroup>();
  const everyone: Option[] = [];
  for (const gol of gols) {
    const parent = gol.parentCommunityId;
    if (parent == null) {
      everyone.push(option(gol));
      continue;
    }
    let group = groups.get(parent);
    if (!group) {
      group = { group: communities.find((c) => c.id === parent)?.name ?? String(parent), items: [] };
      groups.set(parent, group);
    }
    group.items.push(option(gol));
  }
  return [...groups.values(), ...everyone];
}
