import { describe, expect, it } from 'vitest';
import type { Community, MemberDetail } from '../../../api/generated/client';
import {
  HOBBY_LABELS,
  MANGLIK_VALUES,
  MOON_SIGN_VALUES,
  NAKSHATRA_VALUES,
} from '../../../api/generated/rules/options';
import { HOBBIES, MOTHER_TONGUES, SUN_SIGNS } from '../../../api/generated/rules/rules';
import {
  buildFamilyPayload,
  buildProfileFamilyPayload,
  familyExtraValuesFrom,
  familyValuesFrom,
  marriedCounts,
  validateFamilyExtra,
  type ProfileFamilyValues,
} from './family';
import {
  DIET_OPTIONS,
  HABIT_OPTIONS,
  MANGLIK_OPTIONS,
  MOON_SIGN_OPTIONS,
  MOTHER_TONGUE_OPTIONS,
  NAKSHATRA_OPTIONS,
  SUN_SIGN_OPTIONS,
  hobbyItems,
  hobbyLabels,
  optionItems,
  optionLabel,
} from './options';
import {
  buildPersonalPayload,
  buildProfilePersonalPayload,
  personalExtraValuesFrom,
  personalValuesFrom,
  validatePersonalExtra,
  type ProfilePersonalValues,
} from './personal';
import {
  buildProfessionalPayload,
  buildProfileProfessionalPayload,
  professionalExtraValuesFrom,
  professionalValuesFrom,
  validateProfessionalExtra,
  type ProfileProfessionalValues,
} from './professional';

const communities: Community[] = [
  { id: 2, otherName: '', name: 'Leva Patidar' },
  { id: 20, otherName: '', name: 'Charotar', parentCommunityId: 2 },
];

/** A saved profile of an approved member, the tabs' extra fields filled in. */
const detail: MemberDetail = {
  id: 7,
  profileId: 'PT100233',
  profileStatus: 3,
  wizardStep: 4,
  createdBy: 'father',
  firstName: 'Meera',
  lastName: 'Patel',
  communityId: 20,
  parentCommunityId: 2,
  maritalStatus: 1,
  anyDisability: false,
  heightId: 30,
  weight: 55,
  birthDate: '1998-02-03',
  gender: false,
  sunSign: 5,
  bloodGroup: 'B+',
  motherTongue: 1,
  hobbies: ['reading', 'yoga'],
  birthTime: '06:45',
  birthPlace: 'Unjha',
  moonSign: 2,
  nakshatra: 27,
  manglik: 4,
  horoscopeVisibility: 'connections',
  fatherName: 'Ramesh',
  fatherOccupationId: 5,
  noOfBrother: 2,
  noOfSister: 1,
  marriedBrothers: 1,
  marriedSisters: 0,
  familyLocation: 'Anand',
  familyName: 'Patel',
  diet: 2,
  smoking: 1,
  drinking: 1,
  golId: 12,
  gol: 'Charotar 6 gam',
  nativePlace: 'Aithor',
  nativeDistrict: 'Mahesana',
  nativeTaluko: 'Unjha',
  parentPhone1Code: '+91',
  parentPhone1: '9876543210',
  isNRI: false,
  countryId: 92,
  stateId: 12,
  city: 'Ahmedabad',
  educationId: 3,
  occupationId: 4,
  college: 'L.D. College',
  workingAs: 'Engineer',
  employer: 'Tata',
  expectation: 'Kind and educated',
};

/**
 * The wizard's bodies, field for field: the tabs' extra fields never go with them. The family step gained the
 * lifestyle and the gol (rule 52, asked in the wizard too); the horoscope is never asked in the wizard (rule 50).
 */
const WIZARD_PERSONAL_KEYS = [
  'anyDisability',
  'birthDate',
  'communityId',
  'createdBy',
  'disability',
  'firstName',
  'gender',
  'heightId',
  'id',
  'lastName',
  'maritalStatus',
  'parentCommunityId',
  'profileId',
  'weight',
];
const WIZARD_FAMILY_KEYS = [
  'diet',
  'drinking',
  'familyAnnualIncomeId',
  'familyType',
  'fatherName',
  'fatherOccupationId',
  'golId',
  'id',
  'mosad',
  'motherName',
  'motherOccupationId',
  'nativeDistrict',
  'nativePlace',
  'nativeTaluko',
  'noOfBrother',
  'noOfSister',
  'parentPhone1',
  'parentPhone1Code',
  'parentPhone1IsWhatApps',
  'parentPhone2',
  'parentPhone2Code',
  'parentPhone2IsWhatApps',
  'smoking',
];
const WIZARD_PROFESSIONAL_KEYS = [
  'about',
  'annualIncomeId',
  'city',
  'countryId',
  'educationDetails',
  'educationId',
  'id',
  'isNRI',
  'occupationDetails',
  'occupationId',
  'stateId',
  'visaType',
];

describe('the wizard payloads', () => {
  it('send only the wizard fields, even when the form holds the extra ones', () => {
    const personal = { ...personalValuesFrom(detail), ...personalExtraValuesFrom(detail) };
    const family = { ...familyValuesFrom(detail), ...familyExtraValuesFrom(detail) };
    const professional = { ...professionalValuesFrom(detail), ...professionalExtraValuesFrom(detail) };
    expect(Object.keys(buildPersonalPayload(personal, communities, { id: 7, profileId: 'PT100233' })).sort()).toEqual(
      WIZARD_PERSONAL_KEYS,
    );
    expect(Object.keys(buildFamilyPayload(family, { id: 7 })).sort()).toEqual(WIZARD_FAMILY_KEYS);
    expect(Object.keys(buildProfessionalPayload(professional, false, { id: 7 })).sort()).toEqual(
      WIZARD_PROFESSIONAL_KEYS,
    );
  });
});

describe('Personal Details tab', () => {
  const values: ProfilePersonalValues = { ...personalValuesFrom(detail), ...personalExtraValuesFrom(detail) };

  it('reads the saved extra fields', () => {
    expect(personalExtraValuesFrom(detail)).toEqual({
      sunSign: '5',
      bloodGroup: 'B+',
      motherTongue: '1',
      hobbies: ['reading', 'yoga'],
      birthTime: '06:45',
      birthPlace: 'Unjha',
      moonSign: '2',
      nakshatra: '27',
      manglik: '4',
      horoscopeVisibility: 'connections',
    });
    // Nothing saved: the horoscope is seen by every approved member, the default (rule 50).
    expect(personalExtraValuesFrom({})).toEqual({
      sunSign: null,
      bloodGroup: null,
      motherTongue: null,
      hobbies: [],
      birthTime: '',
      birthPlace: '',
      moonSign: null,
      nakshatra: null,
      manglik: null,
      horoscopeVisibility: 'all',
    });
  });

  it('sends the wizard body with the name, birth date and gender as they are, and the extra fields', () => {
    const payload = buildProfilePersonalPayload(values, communities, { id: 7, profileId: 'PT100233' });
    expect(payload).toEqual({
      ...buildPersonalPayload(values, communities, { id: 7, profileId: 'PT100233' }),
      sunSign: 5,
      bloodGroup: 'B+',
      motherTongue: 1,
      hobbies: ['reading', 'yoga'],
      birthTime: '06:45',
      birthPlace: 'Unjha',
      moonSign: 2,
      nakshatra: 27,
      manglik: 4,
      horoscopeVisibility: 'connections',
    });
    expect(payload).toMatchObject({
      firstName: 'Meera',
      lastName: 'Patel',
      birthDate: '1998-02-03',
      gender: false,
      createdBy: 'father',
    });
  });

  it('sends null for cleared extra fields, so that clearing one clears it', () => {
    const cleared = {
      ...values,
      sunSign: null,
      bloodGroup: null,
      motherTongue: null,
      hobbies: [],
      birthTime: '',
      birthPlace: ' ',
      moonSign: null,
      nakshatra: null,
      manglik: null,
    };
    expect(validatePersonalExtra(cleared)).toEqual({});
    expect(buildProfilePersonalPayload(cleared, communities)).toMatchObject({
      sunSign: null,
      bloodGroup: null,
      motherTongue: null,
      hobbies: null,
      birthTime: null,
      birthPlace: null,
      moonSign: null,
      nakshatra: null,
      manglik: null,
      horoscopeVisibility: 'connections',
    });
  });

  it('checks the horoscope with the shared rules: a time of birth as HH:MM, the place as a place (rule 50)', () => {
    expect(validatePersonalExtra({ ...values, birthTime: '23:59' })).toEqual({});
    for (const bad of ['24:00', '6:45', '06:60', '0645', '06:45 pm', 'noon']) {
      expect(validatePersonalExtra({ ...values, birthTime: bad }).birthTime, bad).toBe('invalid_time');
    }
    expect(buildProfilePersonalPayload({ ...values, birthTime: ' 06:45 ' }, communities).birthTime).toBe('06:45');
    expect(validatePersonalExtra({ ...values, birthPlace: 'x'.repeat(51) }).birthPlace).toBe('too_long|50');
    expect(validatePersonalExtra({ ...values, moonSign: String(MOON_SIGN_VALUES.length + 1) }).moonSign).toBe(
      'invalid_choice',
    );
    expect(validatePersonalExtra({ ...values, nakshatra: '0' }).nakshatra).toBe('invalid_choice');
    expect(validatePersonalExtra({ ...values, nakshatra: String(NAKSHATRA_VALUES.length) }).nakshatra).toBeUndefined();
    expect(validatePersonalExtra({ ...values, manglik: '5' }).manglik).toBe('invalid_choice');
    const everyone = { ...values, horoscopeVisibility: 'all' as const };
    expect(buildProfilePersonalPayload(everyone, communities).horoscopeVisibility).toBe('all');
    const unknown = { ...values, horoscopeVisibility: 'friends' as unknown as ProfilePersonalValues['horoscopeVisibility'] };
    expect(validatePersonalExtra(unknown).horoscopeVisibility).toBe('invalid_choice');
  });

  it('takes each hobby once and refuses unknown choices', () => {
    expect(buildProfilePersonalPayload({ ...values, hobbies: ['yoga', 'yoga'] }, communities).hobbies).toEqual(['yoga']);
    expect(validatePersonalExtra(values)).toEqual({});
    expect(validatePersonalExtra({ ...values, hobbies: ['knitting'] }).hobbies).toBe('invalid_choice');
    expect(validatePersonalExtra({ ...values, hobbies: ['yoga', 'yoga'] }).hobbies).toBe('duplicate');
    expect(validatePersonalExtra({ ...values, bloodGroup: 'C+' }).bloodGroup).toBe('invalid_choice');
    expect(validatePersonalExtra({ ...values, sunSign: String(SUN_SIGNS + 1) }).sunSign).toBe('invalid_choice');
    expect(validatePersonalExtra({ ...values, motherTongue: '0' }).motherTongue).toBe('invalid_choice');
  });
});

describe('Lifestyle & Family tab', () => {
  const values: ProfileFamilyValues = { ...familyValuesFrom(detail), ...familyExtraValuesFrom(detail) };

  it('sends the wizard body and the married siblings, family location and family name', () => {
    expect(buildProfileFamilyPayload(values, { id: 7 })).toEqual({
      ...buildFamilyPayload(values, { id: 7 }),
      diet: 2,
      smoking: 1,
      drinking: 1,
      golId: 12,
      marriedBrothers: 1,
      marriedSisters: 0,
      familyLocation: 'Anand',
      familyName: 'Patel',
    });
    const empty = { ...values, marriedBrothers: null, marriedSisters: null, familyLocation: ' ', familyName: '' };
    expect(buildProfileFamilyPayload(empty)).toMatchObject({
      marriedBrothers: null,
      marriedSisters: null,
      familyLocation: null,
      familyName: null,
    });
  });

  it('offers 0 to the number of brothers (or sisters), and refuses more, with the server code', () => {
    expect(marriedCounts('2')).toEqual(['0', '1', '2']);
    expect(marriedCounts('0')).toEqual(['0']);
    expect(marriedCounts(null)).toEqual([]);
    expect(validateFamilyExtra(values)).toEqual({});
    expect(validateFamilyExtra({ ...values, marriedBrothers: '3' }).marriedBrothers).toBe('out_of_range|0|2');
    expect(validateFamilyExtra({ ...values, noOfSister: '0', marriedSisters: '1' }).marriedSisters).toBe(
      'out_of_range|0|0',
    );
  });

  it('checks the family name as a name and the location as a place', () => {
    expect(validateFamilyExtra({ ...values, familyName: 'Patel 2' }).familyName).toBe('invalid_name');
    expect(validateFamilyExtra({ ...values, familyLocation: 'x'.repeat(51) }).familyLocation).toBe('too_long|50');
  });
});

describe('Professional Details tab', () => {
  const values: ProfileProfessionalValues = { ...professionalValuesFrom(detail), ...professionalExtraValuesFrom(detail) };

  it('sends the wizard body and college, working as, employer and expectation', () => {
    expect(buildProfileProfessionalPayload(values, false, { id: 7 })).toEqual({
      ...buildProfessionalPayload(values, false, { id: 7 }),
      college: 'L.D. College',
      workingAs: 'Engineer',
      employer: 'Tata',
      expectation: 'Kind and educated',
    });
    const empty = { ...values, college: '', workingAs: ' ', employer: '', expectation: '' };
    expect(buildProfileProfessionalPayload(empty, false)).toMatchObject({
      college: null,
      workingAs: null,
      employer: null,
      expectation: null,
    });
  });

  it('limits the details and the expectation with the shared rules', () => {
    expect(validateProfessionalExtra(values)).toEqual({});
    expect(validateProfessionalExtra({ ...values, employer: 'x'.repeat(201) }).employer).toBe('too_long|200');
    expect(validateProfessionalExtra({ ...values, expectation: 'x'.repeat(4001) }).expectation).toBe('too_long|4000');
  });
});

describe('option labels', () => {
  it('has a label for every sun sign, mother tongue and hobby in both languages', () => {
    for (const locale of ['gu', 'en']) {
      const lists = [DIET_OPTIONS, HABIT_OPTIONS, MOON_SIGN_OPTIONS, NAKSHATRA_OPTIONS, MANGLIK_OPTIONS];
      for (const item of lists.flatMap((list) => optionItems(list, locale))) {
        expect(item.label).not.toBe(item.value);
      }
      expect(optionItems(MANGLIK_OPTIONS, locale)).toHaveLength(MANGLIK_VALUES.length);
      expect(optionItems(SUN_SIGN_OPTIONS, locale)).toHaveLength(SUN_SIGNS);
      expect(optionItems(MOTHER_TONGUE_OPTIONS, locale)).toHaveLength(MOTHER_TONGUES);
      for (const item of [...optionItems(SUN_SIGN_OPTIONS, locale), ...optionItems(MOTHER_TONGUE_OPTIONS, locale)]) {
        expect(item.label).not.toBe(item.value);
      }
      for (const item of hobbyItems(locale)) {
        expect(item.label).toBeTruthy();
      }
    }
    expect(Object.keys(HOBBY_LABELS.en).sort()).toEqual([...HOBBIES].sort());
    expect(hobbyItems('en').map((item) => item.value)).toEqual([...HOBBIES]);
  });

  it('names saved values and skips unknown hobbies', () => {
    expect(optionLabel(SUN_SIGN_OPTIONS, 5, 'en')).toBe('Leo');
    expect(optionLabel(SUN_SIGN_OPTIONS, 5, 'gu')).toBe('સિંહ');
    expect(optionLabel(MOTHER_TONGUE_OPTIONS, 1, 'en')).toBe('Gujarati');
    expect(optionLabel(SUN_SIGN_OPTIONS, 13, 'en')).toBeUndefined();
    expect(hobbyLabels(['yoga', 'knitting', 'social_service'], 'en')).toEqual(['Yoga', 'Social service']);
  });
});
