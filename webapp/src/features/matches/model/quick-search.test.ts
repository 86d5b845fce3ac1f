import { describe, expect, it } from 'vitest';
import { checkProfileId } from './quick-search';

describe('checkProfileId', () => {
  it('asks for a profile id when the field is empty or blank', () => {
    expect(checkProfileId('')).toEqual({ ok: false, code: 'required' });
    expect(checkProfileId('   ')).toEqual({ ok: false, code: 'required' });
  });

  it('refuses what is not PT and six digits', () => {
    for (const value of ['PT10423', 'PT1042333', 'AB104233', '104233', 'PT10423X']) {
      expect(checkProfileId(value)).toEqual({ ok: false, code: 'invalid_profile_id' });
    }
  });

  it('takes a profile id typed in small letters or with spaces around it', () => {
    expect(checkProfileId(' pt104233 ')).toEqual({ ok: true, profileId: 'PT104233' });
  });
});
