import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-11-21T10:00:00Z');

describe('relativeTime', () => {
  it('speaks in the largest whole unit', () => {
    expect(relativeTime('2026-11-21T09:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-21T07:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(relativeTime('2026-11-19T10:00:00Z', 'en', now)).toBe('2 days ago');
  });
  it('is empty for a missing or bad time', () => {
    expect(relativeTime(undefined, 'en', now)).toBe('');
    expect(relativeTime('not a date', 'en', now)).toBe('');
  });
  it('writes Gujarati', () => {
    expect(relativeTime('2026-11-21T09:55:00Z', 'gu', now)).toMatch(/મિનિટ/);
  });
  it('spells the second as the app does (સેકન્ડ, not ICU\'s સેકંડ)', () => {
    const text = relativeTime('2026-11-21T09:59:30Z', 'gu', now);
    expect(text).toContain('સેકન્ડ');
    expect(text).not.toContain('સેકંડ');
  });
});
