import { describe, expect, it } from 'vitest';
import { appointRequest, emptyAppoint, NO_PLACES, validateAppoint, type AppointValues } from './volunteers';

const member = (patch: Partial<AppointValues> = {}): AppointValues => ({
  ...emptyAppoint(),
  profileId: 'PT100233',
  villageIds: ['1'],
  ...patch,
});

const account = (patch: Partial<AppointValues> = {}): AppointValues =>
  member({ who: 'account', profileId: '', email: 'kanti@example.com', firstName: 'Kanti', lastName: 'Shah', ...patch });

describe('validateAppoint (docs/rules.md rule 45)', () => {
  it('takes a member by profile id, or an account by e-mail and name', () => {
    expect(validateAppoint(member())).toEqual({});
    expect(validateAppoint(member({ profileId: ' pt100233 ' }))).toEqual({});
    expect(validateAppoint(account())).toEqual({});
  });
  it('checks only the fields of the choice made', () => {
    expect(validateAppoint(member({ profileId: 'PT12', email: 'nope' }))).toEqual({ profileId: 'invalid_profile_id' });
    expect(validateAppoint(account({ email: 'nope', firstName: '', profileId: 'x' }))).toEqual({
      email: 'invalid_email',
      firstName: 'required',
    });
  });
  it('needs a village or a gol, and at most 40 villages', () => {
    expect(validateAppoint(member({ villageIds: [] }))).toEqual({ villageIds: NO_PLACES });
    expect(validateAppoint(member({ villageIds: [], golId: '2' }))).toEqual({});
    const many = Array.from({ length: 41 }, (_, i) => String(i + 1));
    expect(validateAppoint(member({ villageIds: many }))).toEqual({ villageIds: 'too_many|40' });
  });
});

describe('appointRequest', () => {
  it('sends the profile id upper-cased, or the e-mail and names trimmed, with the places as ids', () => {
    expect(appointRequest(member({ profileId: ' pt100233 ', villageIds: ['3', '1'], golId: '2' }))).toEqual({
      profileId: 'PT100233',
      villageIds: [3, 1],
      golId: 2,
    });
    expect(appointRequest(account({ email: ' kanti@example.com ', lastName: ' Shah ' }))).toEqual({
      email: 'kanti@example.com',
      firstName: 'Kanti',
      lastName: 'Shah',
      villageIds: [1],
      golId: null,
    });
  });
});
