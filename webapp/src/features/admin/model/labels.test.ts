import { describe, expect, it } from 'vitest';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';
import { decisionsFrom, needsReason, statusInJson } from './labels';

describe('statusInJson', () => {
  it('finds the status in the audit JSON', () => {
    const json = (value: unknown) => JSON.stringify(value);
    expect(statusInJson(json({ profileStatus: ProfileStatus.Submitted }))).toBe(ProfileStatus.Submitted);
    expect(statusInJson(json({ profile_status: ProfileStatus.Approved, reason: null }))).toBe(ProfileStatus.Approved);
    expect(statusInJson(json(ProfileStatus.Suspended))).toBe(ProfileStatus.Suspended);
  });
  it('is undefined otherwise', () => {
    expect(statusInJson('{}')).toBeUndefined();
    expect(statusInJson('nope')).toBeUndefined();
    expect(statusInJson(JSON.stringify({ profileStatus: 42 }))).toBeUndefined();
  });
});

describe('decisionsFrom', () => {
  it('offers what MODERATOR_ACTIONS allows from each status', () => {
    expect(decisionsFrom(ProfileStatus.Submitted)).toEqual(['approve', 'request_changes', 'suspend']);
    expect(decisionsFrom(ProfileStatus.Approved)).toEqual(['suspend']);
    expect(decisionsFrom(ProfileStatus.Suspended)).toEqual(['lift_suspension']);
  });
  it('offers nothing where no decision starts', () => {
    expect(decisionsFrom(ProfileStatus.Wizard)).toEqual([]);
    expect(decisionsFrom(ProfileStatus.ChangesRequested)).toEqual([]);
    expect(decisionsFrom(ProfileStatus.Deactivated)).toEqual([]);
  });
  it('asks for a reason where the member must be told why', () => {
    expect(needsReason('request_changes')).toBe(true);
    expect(needsReason('suspend')).toBe(true);
    expect(needsReason('approve')).toBe(false);
    expect(needsReason('lift_suspension')).toBe(false);
  });
});
