import { describe, expect, it } from 'vitest';
import { checkVouchWords, memberQuery, pageCount, vouchWordsLimits } from './vouch';

describe('a volunteer’s words (docs/rules.md rule 45)', () => {
  it('read their limits from the shared rule', () => {
    expect(vouchWordsLimits()).toEqual({ min: 10, max: 500 });
  });
  it('are sent trimmed, from 10 to 500 characters', () => {
    expect(checkVouchWords('  We know the family well.  ')).toEqual({ ok: true, words: 'We know the family well.' });
    expect(checkVouchWords('x'.repeat(500))).toEqual({ ok: true, words: 'x'.repeat(500) });
    expect(checkVouchWords('   ')).toEqual({ ok: false, code: 'required' });
    expect(checkVouchWords('  Good folk  ')).toEqual({ ok: false, code: 'too_short|10' });
    expect(checkVouchWords('x'.repeat(501))).toEqual({ ok: false, code: 'too_long|500' });
  });
  it('refuse the characters that turn text around', () => {
    expect(checkVouchWords('We know \u202Ethe family well.')).toEqual({ ok: false, code: 'direction_controls' });
  });
});

describe('memberQuery', () => {
  it('searches from 2 characters, trimmed', () => {
    expect(memberQuery('')).toBe('');
    expect(memberQuery(' P ')).toBe('');
    expect(memberQuery(' PT10 ')).toBe('PT10');
  });
});

describe('pageCount', () => {
  it('counts pages of 20, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });
});
