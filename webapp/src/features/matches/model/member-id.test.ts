import { describe, expect, it } from 'vitest';
import { memberIdFrom } from './member-id';

describe('memberIdFrom', () => {
  it('reads a member id', () => {
    expect(memberIdFrom('1')).toBe(1);
    expect(memberIdFrom('104233')).toBe(104233);
  });

  it.each(['0', '-3', '01', '1.5', 'PT104233', '', '1e3', '99999999999'])('is null for %j', (param) => {
    expect(memberIdFrom(param)).toBeNull();
  });
});
