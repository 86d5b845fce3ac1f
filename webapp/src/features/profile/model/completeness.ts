import type { MemberDetail } from '../../../api/generated/client';

/**
 * What the server counts in `completeness` (api/src/profiles/own.rs): every field of the four tabs, an approved
 * photo and partner preferences, each one share. The app knows all of them but the preferences, which it infers from
 * the figure. The keys name the tab (or page) where the member fills the item in.
 */
export type MissingItem =
  | 'community'
  | 'maritalStatus'
  | 'height'
  | 'weight'
  | 'birthDate'
  | 'sunSign'
  | 'bloodGroup'
  | 'motherTongue'
  | 'hobbies'
  | 'fatherName'
  | 'fatherOccupation'
  | 'motherName'
  | 'motherOccupation'
  | 'familyType'
  | 'familyIncome'
  | 'brothers'
  | 'sisters'
  | 'nativePlace'
  | 'nativeDistrict'
  | 'nativeTaluka'
  | 'mosal'
  | 'gol'
  | 'diet'
  | 'smoking'
  | 'drinking'
  | 'familyLocation'
  | 'familyName'
  | 'parentPhone'
  | 'state'
  | 'city'
  | 'education'
  | 'educationDetails'
  | 'college'
  | 'occupation'
  | 'occupationDetails'
  | 'workingAs'
  | 'employer'
  | 'about'
  | 'expectation'
  | 'photo'
  | 'partnerPreferences';

const text = (value: string | null | undefined) => (value ?? '').trim() !== '';
const given = (value: unknown) => value !== undefined && value !== null;

/** Every item the server counts but the preferences, in the tabs' order, with whether it is filled in. */
function items(p: MemberDetail): [MissingItem, boolean][] {
  return [
    ['community', given(p.communityId) || given(p.parentCommunityId)],
    ['maritalStatus', given(p.maritalStatus)],
    ['height', given(p.heightId)],
    ['weight', given(p.weight)],
    ['birthDate', given(p.birthDate)],
    ['sunSign', given(p.sunSign)],
    ['bloodGroup', text(p.bloodGroup)],
    ['motherTongue', given(p.motherTongue)],
    ['hobbies', (p.hobbies ?? []).length > 0],
    ['fatherName', text(p.fatherName)],
    ['fatherOccupation', given(p.fatherOccupationId)],
    ['motherName', text(p.motherName)],
    ['motherOccupation', given(p.motherOccupationId)],
    ['familyType', given(p.familyType)],
    ['familyIncome', given(p.familyAnnualIncomeId)],
    ['brothers', given(p.noOfBrother)],
    ['sisters', given(p.noOfSister)],
    ['nativePlace', text(p.nativePlace)],
    ['nativeDistrict', text(p.nativeDistrict)],
    ['nativeTaluka', text(p.nativeTaluko)],
    ['mosal', text(p.mosad)],
    // The gol and lifestyle count too (rule 53; the horoscope does not): without them the inference of the partner
    // preferences below would be off.
    ['gol', given(p.golId)],
    ['diet', given(p.diet)],
    ['smoking', given(p.smoking)],
    ['drinking', given(p.drinking)],
    ['familyLocation', text(p.familyLocation)],
    ['familyName', text(p.familyName)],
    ['parentPhone', text(p.parentPhone1)],
    ['state', given(p.stateId)],
    ['city', text(p.city)],
    ['education', given(p.educationId)],
    ['educationDetails', text(p.educationDetails)],
    ['college', text(p.college)],
    ['occupation', given(p.occupationId)],
    ['occupationDetails', text(p.occupationDetails)],
    ['workingAs', text(p.workingAs)],
    ['employer', text(p.employer)],
    ['about', text(p.about)],
    ['expectation', text(p.expectation)],
    ['photo', (p.photos ?? []).some((photo) => photo.status === 'approved')],
  ];
}

/** The server's rounding: a share of `total`, to the nearest whole percent. */
const percent = (done: number, total: number) => Math.floor((done * 100 + Math.floor(total / 2)) / total);

/**
 * What is still missing from the profile, for the hint under the completeness bar. Partner preferences are listed when
 * the server's figure is lower than the other items alone would make it with them.
 */
export function missingItems(p: MemberDetail): MissingItem[] {
  const all = items(p);
  const missing = all.filter(([, filled]) => !filled).map(([item]) => item);
  const total = all.length + 1;
  const done = all.length - missing.length;
  if (p.completeness != null && p.completeness < percent(done + 1, total)) missing.push('partnerPreferences');
  return missing;
}
