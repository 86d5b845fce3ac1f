import { describe, expect, it } from 'vitest';
import {
  buildSatapetaRequest,
  codeExpiryTime,
  emptySatapetaRequest,
  siblingName,
  validateSatapetaCode,
  validateSatapetaRequest,
} from './satapeta';

const today = { year: 2026, month: 11, day: 21 };

describe('validateSatapetaRequest', () => {
  it('wants both fields', () => {
    expect(validateSatapetaRequest(emptySatapetaRequest(), today)).toEqual({
      siblingProfileId: 'required',
      siblingBirthDate: 'required',
    });
  });

  it('wants a profile id of PT and six digits, read without spaces and in any case', () => {
    const birth = '1996-05-04';
    expect(validateSatapetaRequest({ siblingProfileId: 'PT12', siblingBirthDate: birth }, today)).toEqual({
      siblingProfileId: 'invalid_profile_id',
    });
    expect(validateSatapetaRequest({ siblingProfileId: 'AB104233', siblingBirthDate: birth }, today)).toEqual({
      siblingProfileId: 'invalid_profile_id',
    });
    expect(validateSatapetaRequest({ siblingProfileId: ' pt104233 ', siblingBirthDate: birth }, today)).toEqual({});
  });

  it('wants the birth date of someone 18 or more today', () => {
    const id = 'PT104233';
    expect(validateSatapetaRequest({ siblingProfileId: id, siblingBirthDate: '2008-11-22' }, today)).toEqual({
      siblingBirthDate: 'under_age|18',
    });
    expect(validateSatapetaRequest({ siblingProfileId: id, siblingBirthDate: '2008-11-21' }, today)).toEqual({});
    expect(validateSatapetaRequest({ siblingProfileId: id, siblingBirthDate: '2001-02-30' }, today)).toEqual({
      siblingBirthDate: 'invalid_date',
    });
  });

  it("refuses the member's own profile id", () => {
    expect(
      validateSatapetaRequest({ siblingProfileId: 'pt100233', siblingBirthDate: '1996-05-04' }, today, 'PT100233'),
    ).toEqual({ siblingProfileId: 'own_profile' });
  });
});

describe('buildSatapetaRequest', () => {
  it('sends the id trimmed and upper-cased and the date as YYYY-MM-DD', () => {
    expect(buildSatapetaRequest({ siblingProfileId: ' pt104233', siblingBirthDate: '1996-05-04' })).toEqual({
      siblingProfileId: 'PT104233',
      siblingBirthDate: '1996-05-04',
    });
  });
});

describe('validateSatapetaCode', () => {
  it('wants exactly six digits', () => {
    expect(validateSatapetaCode({ otp: '' })).toEqual({ otp: 'required' });
    expect(validateSatapetaCode({ otp: '12345' })).toEqual({ otp: 'invalid_otp' });
    expect(validateSatapetaCode({ otp: '12345a' })).toEqual({ otp: 'invalid_otp' });
    expect(validateSatapetaCode({ otp: '123456' })).toEqual({});
  });
});

describe('helpers', () => {
  it('names the sibling and says until when the code works', () => {
    expect(siblingName({ memberId: 1, profileId: 'PT1', firstName: 'Asha', lastName: 'Patel' })).toBe('Asha Patel');
    expect(siblingName({ memberId: null, profileId: 'PT104233', firstName: null, lastName: null })).toBe('PT104233');
    expect(codeExpiryTime(null, 'en')).toBe('');
    expect(codeExpiryTime('not a time', 'en')).toBe('');
    expect(codeExpiryTime('2026-11-21T10:15:00Z', 'en')).not.toBe('');
  });
});
