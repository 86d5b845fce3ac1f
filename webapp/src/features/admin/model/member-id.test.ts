import { describe, expect, it } from 'vitest';
import { parseMemberId } from './member-id';

describe('parseMemberId', () => {
  it.each([
    ['1', 1],
    ['12', 12],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
  ])('reads %s', (raw, id) => {
    expect(parseMemberId(raw)).toBe(id);
  });

  it.each(['', '0', '00', '012', '-3', '+3', '1.5', '1e3', '0x10', ' 12', '12 ', 'abc', '12abc', '9007199254740993'])(
    'refuses %j',
    (raw) => {
      expect(parseMemberId(raw)).toBeNull();
    },
  );
});
