import { describe, expect, it } from 'vitest';
import { parseEventId } from './event-id';

describe('parseEventId', () => {
  it('reads a whole number from 1 that fits the server’s ids', () => {
    expect(parseEventId('1')).toBe(1);
    expect(parseEventId('2147483647')).toBe(2147483647);
  });
  it('refuses anything else', () => {
    for (const raw of ['', '0', '07', '-3', '+3', '1.5', 'abc', '12a', '2147483648', '99999999999']) {
      expect(parseEventId(raw), raw).toBeNull();
    }
  });
});
