import { describe, expect, it } from 'vitest';
import type { MemberDetail, OwnPhoto } from '../../../api/generated/client';
import { missingItems } from './completeness';

const photo: OwnPhoto = {
  photoId: 1,
  url: '/p/1',
  largeUrl: '/p/1/large',
  isDefault: true,
  status: 'approved',
  pendingDefault: false,
  createdOn: '2026-11-21T10:15:00Z',
};

/** Every item the server counts, filled in. */
const full: MemberDetail = {
  id: 7,
  profileId: 'PT100233',
  createdBy: 'self',
  profileStatus: 3,
  wizardStep: 4,
  firstName: 'Meera',
  lastName: 'Patel',
  communityId: 20,
  maritalStatus: 1,
  heightId: 30,
  weight: 55,
  birthDate: '1998-02-03',
  sunSign: 5,
  bloodGroup: 'B+',
  motherTongue: 1,
  hobbies: ['yoga'],
  fatherName: 'Ramesh',
  fatherOccupationId: 5,
  motherName: 'Sita',
  motherOccupationId: 2,
  familyType: 1,
  familyAnnualIncomeId: 3,
  noOfBrother: 0,
  noOfSister: 0,
  nativePlace: 'Aithor',
  nativeDistrict: 'Mahesana',
  nativeTaluko: 'Unjha',
  mosad: 'Visnagar',
  golId: 3,
  diet: 1,
  smoking: 1,
  drinking: 1,
  familyLocation: 'Anand',
  familyName: 'Patel',
  parentPhone1: '9876543210',
  stateId: 12,
  city: 'Ahmedabad',
  educationId: 3,
  educationDetails: 'B.E.',
  college: 'L.D.',
  occupationId: 4,
  occupationDetails: 'Design',
  workingAs: 'Engineer',
  employer: 'Tata',
  about: 'About me',
  expectation: 'Kind',
  photos: [photo],
  completeness: 100,
};

describe('what the completeness hint names', () => {
  it('nothing when everything is filled in', () => {
    expect(missingItems(full)).toEqual([]);
  });

  it('the empty fields, in the tabs order, and a photo that is not approved yet', () => {
    const p = { ...full, sunSign: undefined, hobbies: [], college: ' ', photos: [{ ...photo, status: 'pending' as const }] };
    // 37 of 41 items: 90 %.
    expect(missingItems({ ...p, completeness: 90 })).toEqual(['sunSign', 'hobbies', 'college', 'photo']);
  });

  it('partner preferences when the figure is lower than the rest would make it', () => {
    // Everything but the preferences: 40 of 41, 98 %.
    expect(missingItems({ ...full, completeness: 98 })).toEqual(['partnerPreferences']);
    const p = { ...full, employer: undefined };
    expect(missingItems({ ...p, completeness: 98 })).toEqual(['employer']);
    expect(missingItems({ ...p, completeness: 95 })).toEqual(['employer', 'partnerPreferences']);
  });

  it('the gol and lifestyle, which the server counts since rule 53', () => {
    const p = { ...full, golId: undefined, diet: null, drinking: undefined };
    // 38 of 41: 93 %.
    expect(missingItems({ ...p, completeness: 93 })).toEqual(['gol', 'diet', 'drinking']);
  });
});
