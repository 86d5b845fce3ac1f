import { describe, expect, it } from 'vitest';
import { statusInJson } from './labels';

describe('statusInJson', () => {
  it('finds the status in the audit JSON', () => {
    expect(statusInJson('{"profileStatus":1}')).toBe(1);
    expect(statusInJson('{"profile_status":3,"reason":null}')).toBe(3);
    expect(statusInJson('5')).toBe(5);
  });
  it('is undefined otherwise', () => {
    expect(statusInJson('{}')).toBeUndefined();
    expect(statusInJson('nope')).toBeUndefined();
  });
});
