import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../testing/render';
import { dateTime } from '../../../lib/relative-time';
import { QUOTA_MIN_REFETCH_MS, canConnect, quotaRefetchDelay, quotaText } from './quota';

const at = '2026-11-21T10:15:00Z';
const time = dateTime(at, 'en');

describe('canConnect', () => {
  it('is refused only once the quota is known to be used up', () => {
    expect(canConnect(undefined)).toBe(true);
    expect(canConnect(null)).toBe(true);
    expect(canConnect({ remaining: 1 })).toBe(true);
    expect(canConnect({ remaining: 0, nextFreeAt: at })).toBe(false);
  });
});

describe('quotaText', () => {
  it('says nothing while the quota is unknown', () => {
    expect(quotaText(undefined, testI18n)).toBe('');
    expect(quotaText(null, testI18n, true)).toBe('');
  });

  it('counts the requests left out of 5', () => {
    expect(quotaText({ remaining: 5 }, testI18n)).toBe('5 of 5 connection requests left for the next 24 hours.');
    expect(quotaText({ remaining: 4, nextFreeAt: at }, testI18n)).toBe(
      `4 of 5 connection requests left for the next 24 hours; another one frees up at ${time}.`,
    );
    expect(quotaText({ remaining: 4, nextFreeAt: at }, testI18n, true)).toBe('4 of 5 requests left');
  });

  it('with none left, says when the next one frees up, in the page language', () => {
    expect(time).toContain('2026');
    expect(quotaText({ remaining: 0, nextFreeAt: at }, testI18n)).toBe(
      `You have sent 5 requests in the last 24 hours. The next one frees up at ${time}.`,
    );
    expect(quotaText({ remaining: 0, nextFreeAt: at }, testI18n, true)).toBe(`No requests left until ${time}`);
    expect(quotaText({ remaining: 0 }, testI18n, true)).toBe('No requests left for now');
    expect(quotaText({ remaining: 0 }, testI18n)).toBe(
      'You have sent 5 requests in the last 24 hours. Please try again later.',
    );
  });

  it('keeps a count the server got wrong within 0 to 5', () => {
    expect(quotaText({ remaining: 9 }, testI18n, true)).toBe('5 of 5 requests left');
    expect(quotaText({ remaining: -1 }, testI18n, true)).toBe('No requests left for now');
  });
});

describe('quotaRefetchDelay', () => {
  const now = Date.parse(at) - 3_600_000;
  it('reads a used-up quota again a moment after the next request frees up', () => {
    expect(quotaRefetchDelay({ remaining: 0, nextFreeAt: at }, now)).toBe(3_601_000);
  });
  it('stays within bounds, whatever the clocks say', () => {
    expect(quotaRefetchDelay({ remaining: 0, nextFreeAt: at }, Date.parse(at) + 60_000)).toBe(QUOTA_MIN_REFETCH_MS);
    expect(quotaRefetchDelay({ remaining: 0, nextFreeAt: at }, Date.parse(at) - 90 * 86_400_000)).toBe(25 * 3_600_000);
  });
  it('does not poll while requests are left or nothing says when', () => {
    expect(quotaRefetchDelay({ remaining: 2, nextFreeAt: at }, now)).toBe(false);
    expect(quotaRefetchDelay({ remaining: 0 }, now)).toBe(false);
    expect(quotaRefetchDelay({ remaining: 0, nextFreeAt: 'soon' }, now)).toBe(false);
    expect(quotaRefetchDelay(undefined, now)).toBe(false);
  });
});
