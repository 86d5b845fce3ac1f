import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDay, fullDay, placesLeft, todayInIndia, windowOpen } from './days';

describe('formatDay', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('writes the day itself, whatever the browser’s time zone', () => {
    const numeric = { day: 'numeric', month: 'numeric', year: 'numeric' } as const;
    // Node reads TZ again when it changes: midnight UTC is still the day before in California.
    vi.stubEnv('TZ', 'America/Los_Angeles');
    expect(new Date('2026-12-20T00:00:00Z').getDate()).toBe(19);
    expect(formatDay('2026-12-20', 'en', numeric)).toBe('20/12/2026');
    vi.stubEnv('TZ', 'Asia/Kolkata');
    expect(formatDay('2026-12-20', 'en', numeric)).toBe('20/12/2026');
  });

  it('writes Gujarati with the international digits (locales/STYLE.md)', () => {
    const day = fullDay('2026-12-20', 'gu');
    expect(day).toContain('ડિસેમ્બર');
    expect(day).toContain('20');
    expect(day).not.toMatch(/[૦-૯]/);
    expect(fullDay('2026-12-20', 'en')).toMatch(/Sunday.*20.*December.*2026/);
  });

  it('writes nothing for a missing or malformed day', () => {
    expect(formatDay(null, 'en', { dateStyle: 'medium' })).toBe('');
    expect(formatDay('', 'en', { dateStyle: 'medium' })).toBe('');
    expect(formatDay('20-12-2026', 'en', { dateStyle: 'medium' })).toBe('');
  });
});

describe('todayInIndia', () => {
  it('is India’s day: 19:00 UTC is already the next day there', () => {
    expect(todayInIndia(new Date('2026-12-19T18:29:00Z'))).toBe('2026-12-19');
    expect(todayInIndia(new Date('2026-12-19T18:30:00Z'))).toBe('2026-12-20');
  });
});

describe('windowOpen', () => {
  const event = { opensOn: '2026-12-01', closesOn: '2026-12-15' };
  it('is open from the day it opens to the end of the day it closes', () => {
    expect(windowOpen(event, '2026-11-30')).toBe(false);
    expect(windowOpen(event, '2026-12-01')).toBe(true);
    expect(windowOpen(event, '2026-12-15')).toBe(true);
    expect(windowOpen(event, '2026-12-16')).toBe(false);
  });
});

describe('placesLeft', () => {
  it('counts the places not taken, never below none', () => {
    expect(placesLeft({ capacity: 200, registered: 12 })).toBe(188);
    expect(placesLeft({ capacity: 200, registered: 200 })).toBe(0);
    // A capacity lowered by hand below the registrations (the server refuses it, but old rows may hold it).
    expect(placesLeft({ capacity: 10, registered: 12 })).toBe(0);
  });
});
