import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateProfileService, ProfileService, type MemberDetail, type StepAnswer } from '../../api/generated/client';
import { lookupKey } from '../../lib/lookups/lookup-query';
import { click, fieldOf, find, inputOf, settle, submitFormOf, type } from '../../testing/dom';
import { render } from '../../testing/render';
import { FamilyStep } from './family-step';
import { PersonalStep } from './personal-step';
import { ProfessionalStep } from './professional-step';

const list = <T,>(result: T[]) => ({ result, totalCount: result.length });

/** A Leva Patidar member (parent community 2) whose wizard steps 1 to 3 are filled in. */
const detail: MemberDetail = {
  id: 7,
  profileId: 'PT100233',
  createdBy: 'self',
  profileStatus: 0,
  wizardStep: 3,
  firstName: 'Meera',
  lastName: 'Patel',
  communityId: 20,
  parentCommunityId: 2,
  maritalStatus: 1,
  anyDisability: false,
  heightId: 30,
  birthDate: '1998-02-03',
  gender: false,
  fatherName: 'Ramesh',
  fatherOccupationId: 5,
  noOfBrother: 1,
  noOfSister: 0,
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
};

/** Every list the steps read, so that nothing is fetched. */
function seededClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(
    lookupKey('communities'),
    list([
      { id: 2, otherName: '', name: 'Leva Patidar' },
      { id: 20, otherName: '', name: 'Charotar', parentCommunityId: 2 },
    ]),
  );
  client.setQueryData(lookupKey('heights'), list([{ id: 30, name: "5' 4\"" }]));
  client.setQueryData(lookupKey('occupations', 1), list([{ id: 4, name: 'Engineer' }]));
  client.setQueryData(lookupKey('occupations', 2), list([{ id: 2, name: 'Homemaker' }]));
  client.setQueryData(lookupKey('occupations', 3), list([{ id: 5, name: 'Farmer' }]));
  client.setQueryData(lookupKey('annual-incomes'), list([{ id: 3, name: '5-10 lakh' }]));
  client.setQueryData(lookupKey('educations'), list([{ id: 3, name: 'B.E.' }]));
  client.setQueryData(lookupKey('countries'), list([{ id: 92, name: 'India', code: '+91' }]));
  client.setQueryData(lookupKey('states', 92), list([{ id: 12, name: 'Gujarat' }]));
  client.setQueryData(lookupKey('cities', 12), list([{ id: 1, otherName: '', name: 'Ahmedabad' }]));
  client.setQueryData(lookupKey('districts', 12), list([{ id: 5, otherName: '', name: 'Mahesana' }]));
  client.setQueryData(lookupKey('talukas', 5), list([{ id: 50, otherName: '', name: 'Unjha' }]));
  client.setQueryData(
    lookupKey('villages', 50),
    list([
      { id: 500, otherName: 'ઐઠોર', name: 'Aithor' },
      { id: 501, otherName: 'વિસનગર', name: 'Visnagar' },
    ]),
  );
  client.setQueryData(
    lookupKey('gols'),
    list([
      { id: 1, otherName: '', name: '12 gam', parentCommunityId: 1 },
      { id: 10, otherName: '', name: 'Charotar 6 gam', parentCommunityId: 2 },
      { id: 90, otherName: '', name: 'No gol' },
      { id: 91, otherName: '', name: "Don't know" },
    ]),
  );
  return client;
}

/** The options a select or an autocomplete offers now: those of the list box its input controls. */
function optionsOf(id: string): HTMLElement[] {
  const listbox = fieldOf(id).getAttribute('aria-controls');
  const box = listbox ? document.getElementById(listbox) : null;
  return [...(box?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
}

/** Chooses an option the way a member does: open the select, press the option. */
async function choose(id: string, name: string) {
  await click(fieldOf(id));
  const option = optionsOf(id).find((o) => o.textContent === name);
  if (!option) throw new Error(`no option ${name} in ${id}`);
  await click(option);
}

const answer: StepAnswer = { wizardStep: 3, message: 'Saved.' };
const noop = () => undefined;

describe('the profile steps: lifestyle, gol, mosal, horoscope and income (rules 50, 52)', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    vi.restoreAllMocks();
  });

  async function open(ui: ReactNode) {
    const view = await render(<QueryClientProvider client={seededClient()}>{ui}</QueryClientProvider>);
    unmount = view.unmount;
    await settle();
  }

  it("offers the gols of the member's parent community and those offered to all, and saves the lifestyle in the wizard", async () => {
    const save = vi.spyOn(CreateProfileService, 'saveWizardFamilyDetails').mockResolvedValue(answer as never);
    await open(<FamilyStep detail={detail} onSaved={noop} />);
    await click(fieldOf('family-gol'));
    expect(optionsOf('family-gol').map((o) => o.textContent)).toEqual(['Charotar 6 gam', 'No gol', "Don't know"]);
    await choose('family-gol', 'Charotar 6 gam');
    await choose('family-diet', 'Jain');
    await choose('family-drinking', 'Never');
    await submitFormOf('family-diet');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0].requestBody).toMatchObject({ golId: 10, diet: 2, smoking: null, drinking: 1 });
  });

  it('asks again for a saved gol the member may no longer pick', async () => {
    await open(<FamilyStep detail={{ ...detail, golId: 1, diet: 4, smoking: 3 }} onSaved={noop} />);
    expect(inputOf('family-gol').value).toBe('');
    expect(inputOf('family-diet').value).toBe('Non-vegetarian');
    expect(inputOf('family-smoking').value).toBe('Regularly');
  });

  it("suggests the native taluka's villages for the mosal, and keeps a typed name", async () => {
    await open(<FamilyStep detail={detail} onSaved={noop} />);
    await click(fieldOf('family-mosad'));
    await type('family-mosad', 'વિસ');
    expect(optionsOf('family-mosad').map((o) => o.textContent)).toEqual(['Visnagar']);
    await type('family-mosad', 'Ladol');
    expect(inputOf('family-mosad').value).toBe('Ladol');
  });

  it('never shows the horoscope in the wizard', async () => {
    await open(<PersonalStep detail={detail} onSaved={noop} />);
    expect(find('personal-horoscope')).toBeNull();
    expect(find('personal-birth-time')).toBeNull();
  });

  it('shows the saved horoscope on the Personal tab and saves it with its visibility', async () => {
    const save = vi.spyOn(ProfileService, 'saveProfilePersonalDetails').mockResolvedValue(answer as never);
    const saved = { ...detail, birthTime: '06:45', moonSign: 2, nakshatra: 27, manglik: 4 };
    await open(<PersonalStep detail={saved} onSaved={noop} extended />);
    expect(inputOf('personal-birth-time').value).toBe('06:45');
    expect(inputOf('personal-moon-sign').value).not.toBe('');
    expect(inputOf('personal-nakshatra').value).not.toBe('');
    expect(inputOf('personal-manglik').value).toBe("Don't know");
    expect(inputOf('personal-horoscope-visibility-all').checked).toBe(true);
    await type('personal-birth-place', ' Unjha ');
    await click(inputOf('personal-horoscope-visibility-connections'));
    await submitFormOf('personal-birth-time');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0].requestBody).toMatchObject({
      birthTime: '06:45',
      birthPlace: 'Unjha',
      moonSign: 2,
      nakshatra: 27,
      manglik: 4,
      horoscopeVisibility: 'connections',
    });
  });

  it('shows the annual income to women as optional and asks it of men', async () => {
    await open(<ProfessionalStep detail={detail} onSaved={noop} />);
    expect(document.querySelector('label[for="' + fieldOf('professional-income').id + '"]')?.textContent).toContain(
      '(optional)',
    );
    unmount();
    await open(<ProfessionalStep detail={{ ...detail, gender: true }} onSaved={noop} />);
    const label = document.querySelector('label[for="' + fieldOf('professional-income').id + '"]')?.textContent;
    expect(label).toContain('Annual income');
    expect(label).not.toContain('(optional)');
  });
});
