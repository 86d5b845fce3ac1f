import { describe, expect, it } from 'vitest';
import type { ComboboxParsedItem } from '@mantine/core';
import { fold, matches, nameSuggestions, namesFilter } from './search-fold';

describe('fold', () => {
  it('folds what people type differently in Latin letters', () => {
    expect(fold('B.Com.')).toBe(fold('bcom'));
    expect(fold('Aanand')).toBe(fold('Anand'));
    expect(fold('Neeta')).toBe(fold('Nita'));
    expect(fold('Vadodara / Baroda')).toBe('vadodarabaroda');
    expect(fold('Mehsāna')).toBe(fold('Mehsana'));
  });

  it('folds Gujarati vowel signs, borrowed vowels and nasals', () => {
    expect(fold('ગીતા')).toBe(fold('ગિતા'));
    expect(fold('ડૉક્ટર')).toBe(fold('ડોક્ટર'));
    expect(fold('આણન્દ')).toBe(fold('આણંદ'));
    expect(fold('સુરત')).toBe(fold('સૂરત'));
  });

  it('keeps different names apart', () => {
    expect(fold('Anand')).not.toBe(fold('Amod'));
    expect(fold('ગોંડલ')).not.toBe(fold('ગોધરા'));
  });
});

describe('matches', () => {
  it('finds a name in either script', () => {
    expect(matches('Anand', ['આણંદ', 'Anand'])).toBe(true);
    expect(matches('આણંદ', ['Anand', 'આણંદ'])).toBe(true);
    expect(matches('b.com', ['બી.કોમ.', 'B.Com.'])).toBe(true);
    expect(matches('rajkot', ['આણંદ', 'Anand'])).toBe(false);
    expect(matches('', ['anything'])).toBe(true);
  });
});

describe('namesFilter', () => {
  const items = [
    { id: 1, name: 'આણંદ', otherName: 'Anand' },
    { id: 2, name: 'રાજકોટ', otherName: 'Rajkot' },
  ];
  const options: ComboboxParsedItem[] = [
    { group: 'ગુજરાત', items: [{ value: '1', label: 'આણંદ' }, { value: '2', label: 'રાજકોટ' }] },
  ];

  it('keeps the options whose name in either language holds the search, in their groups', () => {
    expect(namesFilter(items)({ options, search: 'anand', limit: 10 })).toEqual([
      { group: 'ગુજરાત', items: [{ value: '1', label: 'આણંદ' }] },
    ]);
    expect(namesFilter(items)({ options, search: 'xyz', limit: 10 })).toEqual([]);
  });

  it('suggests names in the page language, found by the other one', () => {
    const { data, filter } = nameSuggestions(items);
    expect(data).toEqual(['આણંદ', 'રાજકોટ']);
    const found = filter({ options: data.map((d) => ({ value: d, label: d })), search: 'Rajkot', limit: 10 });
    expect(found).toEqual([{ value: 'રાજકોટ', label: 'રાજકોટ' }]);
  });
});
