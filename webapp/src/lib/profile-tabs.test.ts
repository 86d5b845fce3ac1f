import { describe, expect, it } from 'vitest';
import type { ProfileGap } from '../api/generated/rules/types/ProfileGap';
import { gapTarget, profileTabOf } from './profile-tabs';

describe('gapTarget', () => {
  it('links each part the completeness meter names to where it is filled in (rule 53)', () => {
    const gaps: ProfileGap[] = [
      'photo',
      'education',
      'family',
      'native_place',
      'gol',
      'lifestyle',
      'about',
      'preferences',
    ];
    expect(Object.fromEntries(gaps.map((gap) => [gap, gapTarget(gap)]))).toEqual({
      photo: { to: '/profile/photos' },
      education: { to: '/profile', tab: 'professional' },
      family: { to: '/profile', tab: 'family' },
      native_place: { to: '/profile', tab: 'family' },
      gol: { to: '/profile', tab: 'family' },
      lifestyle: { to: '/profile', tab: 'family' },
      about: { to: '/profile', tab: 'professional' },
      preferences: { to: '/profile/partner-preferences' },
    });
  });
});

describe('profileTabOf', () => {
  it('reads a tab of the address, and nothing else', () => {
    expect(profileTabOf('family')).toBe('family');
    expect(profileTabOf('photo')).toBe('photo');
    expect(profileTabOf('Family')).toBeUndefined();
    expect(profileTabOf(3)).toBeUndefined();
    expect(profileTabOf(undefined)).toBeUndefined();
  });
});
