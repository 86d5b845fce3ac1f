import { describe, expect, it } from 'vitest';
import type { Community } from '../../../api/generated/client';
import { DEFAULT_COUNTRY_ID } from '../../../api/generated/rules/rules';
import { buildFamilyPayload, familyValuesFrom, offeredGol, validateFamily, type FamilyValues } from './family';
import { birthDateRange, indiaToday, parseTypedDate } from './fields';
import {
  buildPersonalPayload,
  groupCommunities,
  personalValuesFrom,
  showsDisability,
  validatePersonal,
  type PersonalValues,
} from './personal';
import {
  DEFAULT_STATE_ID,
  buildProfessionalPayload,
  professionalFields,
  professionalValuesFrom,
  validateProfessional,
  type ProfessionalValues,
} from './professional';

const communities: Community[] = [
  { id: 1, otherName: '', name: 'Kadva Patidar' },
  { id: 2, otherName: '', name: 'Leva Patidar' },
  { id: 10, otherName: '', name: '42 Gam', parentCommunityId: 1 },
  { id: 20, otherName: '', name: 'Charotar', parentCommunityId: 2 },
];

const today = { year: 2026, month: 6, day: 15 };

const personal: PersonalValues = {
  firstName: ' Meera ',
  lastName: 'Patel',
  communityId: '20',
  maritalStatus: '1',
  anyDisability: 'no',
  disability: 'left over text',
  heightId: '30',
  weight: '',
  birthDate: '1998-02-03',
  gender: 'female',
  createdBy: 'mother',
};

describe('step 1, personal details', () => {
  it('derives the parent community and sends null for an empty weight and no disability', () => {
    expect(buildPersonalPayload(personal, communities, { id: 7 })).toEqual({
      id: 7,
      firstName: 'Meera',
      lastName: 'Patel',
      communityId: 20,
      parentCommunityId: 2,
      maritalStatus: 1,
      anyDisability: false,
      disability: null,
      heightId: 30,
      weight: null,
      birthDate: '1998-02-03',
      gender: false,
      createdBy: 'mother',
    });
  });

  it('a parent community chosen directly is its own parent', () => {
    const payload = buildPersonalPayload({ ...personal, communityId: '1' }, communities);
    expect(payload.communityId).toBe(1);
    expect(payload.parentCommunityId).toBe(1);
  });

  it('asks the disability name only when there is one', () => {
    expect(showsDisability({ anyDisability: 'yes' })).toBe(true);
    expect(showsDisability({ anyDisability: 'no' })).toBe(false);
    expect(validatePersonal({ ...personal, anyDisability: 'yes', disability: ' ' }, today).disability).toBe('required');
    expect(validatePersonal(personal, today)).toEqual({});
    const payload = buildPersonalPayload({ ...personal, anyDisability: 'yes', disability: ' Polio ' }, communities);
    expect(payload.disability).toBe('Polio');
  });

  it('refuses an under-18 birth date and an out-of-range weight with the shared codes', () => {
    const errors = validatePersonal({ ...personal, birthDate: '2008-06-16', weight: 12 }, today);
    expect(errors.birthDate).toBe('under_age|18');
    expect(errors.weight).toBe('out_of_range|30|200');
    expect(validatePersonal({ ...personal, birthDate: '2008-06-15' }, today).birthDate).toBeUndefined();
  });

  it('requires every choice', () => {
    const empty = personalValuesFrom({});
    const errors = validatePersonal(empty, today);
    for (const field of ['firstName', 'lastName', 'communityId', 'maritalStatus', 'anyDisability', 'heightId', 'birthDate', 'gender']) {
      expect(errors[field], field).toBe('required');
    }
    expect(errors.weight).toBeUndefined();
  });

  it('groups communities under Kadva and Leva', () => {
    const groups = groupCommunities(communities, (name) => `${name} (sub-community not named)`);
    expect(groups.map((g) => g.group)).toEqual(['Kadva Patidar', 'Leva Patidar']);
    expect(groups[0]?.items).toEqual([
      { value: '1', label: 'Kadva Patidar (sub-community not named)' },
      { value: '10', label: '42 Gam' },
    ]);
  });
});

describe('dates', () => {
  it('limits the picker to adults and reads typed dates', () => {
    expect(birthDateRange(today)).toEqual({ min: '1926-06-15', max: '2008-06-15' });
    expect(birthDateRange({ year: 2028, month: 2, day: 29 }).max).toBe('2010-02-28');
    expect(parseTypedDate('15-08-1995')).toBe('1995-08-15');
    expect(parseTypedDate('5/8/1995')).toBe('1995-08-05');
    expect(parseTypedDate('1995-08-15')).toBe('1995-08-15');
    expect(parseTypedDate('31-02-1995')).toBeNull();
  });

  it('takes today in India time', () => {
    // 20:00 UTC on 31 December is already 1 January in India.
    expect(indiaToday(new Date(Date.UTC(2025, 11, 31, 20, 0)))).toEqual({ year: 2026, month: 1, day: 1 });
  });
});

const family: FamilyValues = {
  ...familyValuesFrom({}),
  fatherName: 'Ramesh',
  fatherOccupationId: '5',
  noOfBrother: '1',
  noOfSister: '0',
  nativeDistrict: 'Mahesana',
  nativeTaluko: 'Unjha',
  nativePlace: 'Aithor',
  parentPhone1: '9876543210',
};

describe('step 2, lifestyle and family', () => {
  it('sends null for empty mother occupation, family income and the other optional fields', () => {
    const payload = buildFamilyPayload(family);
    expect(payload).toMatchObject({
      fatherOccupationId: 5,
      motherName: null,
      motherOccupationId: null,
      familyType: null,
      familyAnnualIncomeId: null,
      mosad: null,
      noOfBrother: 1,
      noOfSister: 0,
      parentPhone1Code: '+91',
      parentPhone2: null,
      parentPhone2Code: null,
      parentPhone2IsWhatApps: false,
      diet: null,
      smoking: null,
      drinking: null,
      golId: null,
    });
    expect(validateFamily(family)).toEqual({});
  });

  it('sends the lifestyle and the gol of the wizard step, and refuses values outside their lists (rule 52)', () => {
    const chosen = { ...family, diet: '2', smoking: '1', drinking: '3', golId: '4', mosad: ' Visnagar ' };
    expect(validateFamily(chosen)).toEqual({});
    expect(buildFamilyPayload(chosen)).toMatchObject({ diet: 2, smoking: 1, drinking: 3, golId: 4, mosad: 'Visnagar' });
    expect(familyValuesFrom({ diet: 2, smoking: 1, drinking: 3, golId: 4 })).toMatchObject({
      diet: '2',
      smoking: '1',
      drinking: '3',
      golId: '4',
    });
    const errors = validateFamily({ ...family, diet: '5', smoking: '0', drinking: '4' });
    expect(errors).toEqual({ diet: 'invalid_choice', smoking: 'invalid_choice', drinking: 'invalid_choice' });
  });

  it('keeps a saved gol only while the member may still pick it', () => {
    const offered = [{ id: 4 }, { id: 90 }, { id: 91 }];
    expect(offeredGol('4', offered)).toBe('4');
    expect(offeredGol('12', offered)).toBeNull();
    expect(offeredGol(null, offered)).toBeNull();
  });

  it('checks the second phone only when given, and +91 numbers need 10 digits', () => {
    expect(validateFamily({ ...family, parentPhone1: '98765' }).parentPhone1).toBe('phone_too_short|6');
    expect(validateFamily({ ...family, parentPhone1: '9876543' }).parentPhone1).toBe('phone_too_short|10');
    expect(validateFamily({ ...family, parentPhone1Code: '+1', parentPhone1: '4155550' }).parentPhone1).toBeUndefined();
    expect(validateFamily({ ...family, parentPhone2: '12ab' }).parentPhone2).toBe('phone_too_short|6');
    const payload = buildFamilyPayload({ ...family, parentPhone2: '9898989898', parentPhone2IsWhatApps: true });
    expect(payload.parentPhone2Code).toBe('+91');
    expect(payload.parentPhone2IsWhatApps).toBe(true);
  });
});

const professional: ProfessionalValues = {
  ...professionalValuesFrom({}),
  city: 'Ahmedabad',
  educationId: '3',
  occupationId: '4',
  annualIncomeId: '6',
  visaType: '2',
};

describe('step 3, professional details', () => {
  it('defaults to India and Gujarat', () => {
    const values = professionalValuesFrom({});
    expect(values.isNRI).toBe('no');
    expect(values.countryId).toBe(String(DEFAULT_COUNTRY_ID));
    expect(values.stateId).toBe(String(DEFAULT_STATE_ID));
  });

  it('shows country and visa for NRI members and requires the annual income of male members only', () => {
    expect(professionalFields('no', true)).toEqual({ country: false, visaType: false, incomeRequired: true });
    expect(professionalFields('no', false)).toEqual({ country: false, visaType: false, incomeRequired: false });
    expect(professionalFields('yes', false)).toEqual({ country: true, visaType: true, incomeRequired: false });
  });

  it('sends India for a member in India, with no visa, and null for an income not given', () => {
    const payload = buildProfessionalPayload({ ...professional, countryId: '5', annualIncomeId: null }, false);
    expect(payload).toMatchObject({
      isNRI: false,
      countryId: DEFAULT_COUNTRY_ID,
      stateId: DEFAULT_STATE_ID,
      visaType: null,
      annualIncomeId: null,
      educationDetails: null,
      occupationDetails: null,
      about: null,
    });
    expect(buildProfessionalPayload(professional, true).annualIncomeId).toBe(6);
  });

  it('sends the income a female member chooses to state (rule 52)', () => {
    expect(validateProfessional(professional, false)).toEqual({});
    expect(buildProfessionalPayload(professional, false).annualIncomeId).toBe(6);
  });

  it('an NRI member chooses the country and the visa', () => {
    const nri = { ...professional, isNRI: 'yes' as const, countryId: null, visaType: null };
    const errors = validateProfessional(nri, true);
    expect(errors.countryId).toBe('required');
    expect(errors.visaType).toBe('required');
    const payload = buildProfessionalPayload({ ...nri, countryId: '40', visaType: '3' }, true);
    expect(payload).toMatchObject({ isNRI: true, countryId: 40, visaType: 3 });
  });

  it('requires the income of a male member only', () => {
    const noIncome = { ...professional, annualIncomeId: null };
    expect(validateProfessional(noIncome, true).annualIncomeId).toBe('required');
    expect(validateProfessional(noIncome, false).annualIncomeId).toBeUndefined();
  });
});
