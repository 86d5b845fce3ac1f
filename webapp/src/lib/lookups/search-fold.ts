import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';

/**
 * What people type differently for the same name, folded away so that a picker finds it (rule 25): case and accents,
 * dots, dashes, brackets and spaces ("B.Com." / "bcom"), doubled letters and the long vowels of Latin spellings
 * ("Aanand", "Anand"; "Patell"; "Neeta" / "Nita"), and in Gujarati the long and short vowel signs (ી/િ, ૂ/ુ), the
 * borrowed vowels (ૉ/ો, ૅ/ે), the nukta, the joiners, and a nasal written as anusvara or as a half letter (આણંદ /
 * આણન્દ). Not a transliteration: each item also carries its name in the other script (`otherName`), which is how
 * "Anand" finds આણંદ.
 */
export function fold(text: string): string {
  return (
    text
      .normalize('NFKD')
      .toLocaleLowerCase('en')
      // Latin accents (NFKD splits them off), the nukta, the joiners.
      .replace(/[\u0300-\u036f\u0abc\u200c\u200d]/g, '')
      // Gujarati: the borrowed and long vowels to their everyday forms.
      .replace(/[\u0ac9]/g, '\u0acb')
      .replace(/[\u0ac5]/g, '\u0ac7')
      .replace(/\u0a91/g, '\u0a93')
      .replace(/\u0a8d/g, '\u0a8f')
      .replace(/\u0ac0/g, '\u0abf')
      .replace(/\u0ac2/g, '\u0ac1')
      .replace(/\u0a88/g, '\u0a87')
      .replace(/\u0a8a/g, '\u0a89')
      .replace(/\u0a81/g, '\u0a82')
      // A nasal before a consonant written as a half letter (ન્, ણ્, મ્, ઙ્, ઞ્) is the anusvara.
      .replace(/[\u0a99\u0a9e\u0aa3\u0aa8\u0aae]\u0acd(?=[\u0a95-\u0ab9])/g, '\u0a82')
      // Latin spellings of the same sound.
      .replace(/ee/g, 'i')
      .replace(/oo/g, 'u')
      .replace(/w/g, 'v')
      .replace(/ph/g, 'f')
      .replace(/sh/g, 's')
      // Dots, dashes, brackets, slashes and spaces are not part of a name.
      .replace(/[\s.,\-_/()'’"]+/g, '')
      // A doubled letter is typed either way (aa, ll, tt).
      .replace(/(.)\1+/gu, '$1')
  );
}

/** Whether `search` is found in any of `names`, folded. An empty search finds everything. */
export function matches(search: string, names: readonly string[]): boolean {
  const wanted = fold(search);
  return wanted === '' || names.some((name) => fold(name).includes(wanted));
}

/** A reference list's item, as the server sends it: its name in both languages. */
export type NamedItem = { id: number; name: string; otherName?: string };

/**
 * A Mantine `filter` for the options of `items` (values are the items' ids): an option is kept when the search is in
 * its label, its name or its other-language name, folded. Groups keep their matching items. Mantine's `limit` is honoured.
 */
export function namesFilter(items: readonly NamedItem[] | undefined): OptionsFilter {
  const names = new Map<string, string[]>();
  for (const item of items ?? []) names.set(String(item.id), [item.name, item.otherName ?? '']);
  const keep = (option: ComboboxItem, search: string) =>
    matches(search, [option.label, ...(names.get(option.value) ?? [])]);
  return ({ options, search, limit }) => {
    const kept: ComboboxParsedItem[] = [];
    for (const option of options) {
      if (kept.length >= limit) break;
      if ('group' in option) {
        const items = option.items.filter((item) => keep(item, search));
        if (items.length > 0) kept.push({ ...option, items });
      } else if (keep(option, search)) {
        kept.push(option);
      }
    }
    return kept;
  };
}

/**
 * For an Autocomplete of names (free text allowed): the names of `items` in the page's language, and a filter that
 * also matches each one's other-language name.
 */
export function nameSuggestions(items: readonly NamedItem[] | undefined): { data: string[]; filter: OptionsFilter } {
  const others = new Map<string, string[]>();
  for (const item of items ?? []) others.set(item.name, [item.name, item.otherName ?? '']);
  const data = [...others.keys()];
  const filter: OptionsFilter = ({ options, search, limit }) =>
    options
      .filter((option): option is ComboboxItem => !('group' in option))
      .filter((option) => matches(search, others.get(option.value) ?? [option.label]))
      .slice(0, limit);
  return { data, filter };
}
