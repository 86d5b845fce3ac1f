import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileService, type MemberDetail, type StepAnswer } from '../../../api/generated/client';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';
import { lookupKey } from '../../../lib/lookups/lookup-query';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { clearSession } from '../../../lib/session/session-store';
import { renderAt } from '../../../testing/render-at';
import { signInAs } from '../../../testing/session';
import { ApprovedProfile } from './approved-profile';
import { ProfileOverviewPage } from './profile-overview-page';
import { ProfilePage } from './profile-page';

const list = <T,>(result: T[]) => ({ result, totalCount: result.length });

/** An approved member's GET /api/Profile, with a new photo awaiting approval and two edit requests. */
const profile: MemberDetail = {
  id: 7,
  profileId: 'PT100233',
  createdBy: 'self',
  profileStatus: ProfileStatus.Approved,
  wizardStep: 4,
  firstName: 'Meera',
  lastName: 'Patel',
  communityId: 20,
  parentCommunityId: 2,
  maritalStatus: 1,
  anyDisability: false,
  heightId: 30,
  birthDate: '1998-02-03',
  gender: false,
  sunSign: 5,
  bloodGroup: 'B+',
  motherTongue: 1,
  hobbies: ['reading', 'yoga'],
  fatherName: 'Ramesh',
  fatherOccupationId: 5,
  noOfBrother: 2,
  noOfSister: 1,
  marriedBrothers: 1,
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
  profileImage: '/api/MemberImage/1?size=medium',
  photos: [
    {
      photoId: 1,
      url: '/api/MemberImage/1',
      largeUrl: '/api/MemberImage/1?size=large',
      isDefault: true,
      status: 'approved',
      pendingDefault: false,
      createdOn: '2026-11-01T10:00:00Z',
    },
    {
      photoId: 2,
      url: '/api/MemberImage/2',
      largeUrl: '/api/MemberImage/2?size=large',
      isDefault: false,
      status: 'pending',
      pendingDefault: true,
      createdOn: '2026-11-20T10:00:00Z',
    },
  ],
  photoVisibility: 'all',
  editRequests: [
    {
      requestId: 11,
      requestTypeId: 1,
      currentValue: 'Meera',
      newValue: 'Mira',
      note: 'Spelling',
      state: 'pending',
      createdOn: '2026-11-20T10:00:00Z',
    },
    {
      requestId: 10,
      requestTypeId: 3,
      currentValue: '1998-02-03',
      newValue: '1997-02-03',
      note: 'Wrong year',
      state: 'declined',
      reason: 'Please send a birth certificate.',
      createdOn: '2026-11-10T10:00:00Z',
      decidedOn: '2026-11-11T10:00:00Z',
    },
  ],
  completeness: 62,
};

/** Every list the tabs read, so that nothing is fetched. */
function seededClient(detail: MemberDetail): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(QUERY_KEYS.ownProfile, detail);
  client.setQueryData(
    lookupKey('communities'),
    list([
      { id: 2, name: 'Leva Patidar' },
      { id: 20, name: 'Charotar', parentCommunityId: 2 },
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
  client.setQueryData(lookupKey('cities', 12), list([{ id: 1, name: 'Ahmedabad' }]));
  client.setQueryData(lookupKey('districts', 12), list([]));
  client.setQueryData(lookupKey('gols'), list([]));
  client.setQueryData(
    lookupKey('request-types'),
    list([
      { id: 1, name: 'First name', key: 'first_name' },
      { id: 2, name: 'Surname', key: 'last_name' },
      { id: 3, name: 'Date of birth', key: 'birth_date' },
      { id: 4, name: 'Gender', key: 'gender' },
      { id: 5, name: 'Other', key: 'other' },
    ]),
  );
  return client;
}

/** jsdom has no ResizeObserver, which Mantine's ScrollArea (the tabs' row) reads. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
// Nor document.fonts, which Mantine's autosizing Textarea listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

/** Rendering the whole page with Mantine in jsdom is slow on a busy machine. */
vi.setConfig({ testTimeout: 30_000 });

const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector);
const byTestId = <T extends Element = HTMLElement>(id: string) => $<T>(`[data-testid="${id}"]`);

/** Waits (up to 5 s) for an element that appears after a transition, e.g. a modal's content. */
async function waitForTestId(id: string): Promise<HTMLElement> {
  for (let tries = 0; tries < 250; tries += 1) {
    const element = byTestId(id);
    if (element) return element;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
  throw new Error(`${id} did not appear`);
}

async function click(element: Element | null) {
  expect(element).not.toBeNull();
  await act(async () => {
    (element as HTMLElement).click();
  });
}

describe('the approved member’s profile tabs', () => {
  let unmount: () => void = () => undefined;
  beforeEach(() => {
    // Nothing may go to the network: a call the test did not mock fails loudly.
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new Error('no network in tests'))));
  });
  afterEach(() => {
    unmount();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  async function open(detail: MemberDetail = profile, ui = <ApprovedProfile profile={detail} />) {
    const client = seededClient(detail);
    const view = await renderAt('/profile', <QueryClientProvider client={client}>{ui}</QueryClientProvider>);
    unmount = view.unmount;
    return { ...view, client };
  }

  it('shows the profile pages, the header with the completeness, and the four tabs', async () => {
    await open();
    expect(byTestId('profile-nav')).not.toBeNull();
    expect(byTestId('profile-id')?.textContent).toBe('Profile ID: PT100233');
    expect(byTestId('profile-completeness')?.dataset.value).toBe('62');
    expect(byTestId('profile-completeness')?.textContent).toContain('Profile 62% complete');
    expect(byTestId('profile-completeness-hint')?.textContent).toMatch(/^To complete your profile, add: Weight, /);
    expect(
      ['personal', 'family', 'professional', 'photo'].map((tab) => byTestId(`profile-tab-${tab}`)?.textContent),
    ).toEqual(['Personal details', 'Lifestyle & family', 'Professional details', 'Profile photo']);
  });

  it('fills the Personal Details tab, with the name, birth date and gender read-only', async () => {
    await open();
    const input = (id: string) => byTestId<HTMLInputElement>(id);
    expect(input('personal-first-name')?.readOnly).toBe(true);
    expect(input('personal-first-name')?.value).toBe('Meera');
    expect(input('personal-birth-date')?.value).toBe('03-02-1998');
    expect(input('personal-gender')?.value).toBe('Female');
    expect(input('personal-sun-sign')?.value).toBe('Leo');
    expect(input('personal-blood-group')?.value).toBe('B+');
    expect(input('personal-mother-tongue')?.value).toBe('Gujarati');
    const checked = [...document.querySelectorAll<HTMLInputElement>('[data-testid="personal-hobbies"] input:checked')];
    expect(checked.map((chip) => chip.value)).toEqual(['reading', 'yoga']);
    expect(byTestId('wizard-save')?.textContent).toBe('Save');
  });

  it('saves the tab with the Profile call: the identity as it is and the extra fields', async () => {
    const answer: StepAnswer = { wizardStep: 4, message: 'Your profile is saved.' };
    const save = vi
      .spyOn(ProfileService, 'saveProfilePersonalDetails')
      .mockResolvedValue(answer as never);
    const { client } = await open();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await click(byTestId('wizard-save'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0].requestBody).toMatchObject({
      id: 7,
      profileId: 'PT100233',
      firstName: 'Meera',
      lastName: 'Patel',
      birthDate: '1998-02-03',
      gender: false,
      sunSign: 5,
      bloodGroup: 'B+',
      motherTongue: 1,
      hobbies: ['reading', 'yoga'],
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: QUERY_KEYS.ownProfile });
  });

  it('lists the edit requests with their state and the reason of a decline', async () => {
    await open();
    const items = [...document.querySelectorAll<HTMLElement>('[data-testid="edit-request-item"]')];
    expect(items.map((item) => item.dataset.state)).toEqual(['pending', 'declined']);
    expect(items[0]?.textContent).toContain('Meera → Mira');
    expect(items[1]?.textContent).toContain('03-02-1998 → 03-02-1997');
    expect(byTestId('edit-request-reason')?.textContent).toBe("Moderator's reason: Please send a birth certificate.");
  });

  it('opens the edit request and checks it before sending', async () => {
    const send = vi.spyOn(ProfileService, 'sendEditRequest');
    await open();
    await click(byTestId('personal-request-change'));
    await waitForTestId('edit-request-form');
    expect(byTestId<HTMLInputElement>('edit-request-new-value')?.disabled).toBe(true);
    await click(byTestId('edit-request-send'));
    expect(send).not.toHaveBeenCalled();
    expect(byTestId('edit-request-form')?.textContent).toContain('This field is required.');
  });

  it('shows the married siblings on the Lifestyle & Family tab and the extra fields on the Professional tab', async () => {
    await open();
    await click(byTestId('profile-tab-family'));
    expect(byTestId<HTMLInputElement>('family-married-brothers')?.value).toBe('1');
    expect(byTestId('family-family-name')).not.toBeNull();
    expect(byTestId('wizard-step-personal')).toBeNull();
    await click(byTestId('profile-tab-professional'));
    expect(byTestId('professional-college')).not.toBeNull();
    expect(byTestId('professional-expectation')).not.toBeNull();
  });

  it('links the gaps families look at first to their tab, which opens at once (rule 53)', async () => {
    await open({ ...profile, completenessGaps: ['education', 'family', 'gol'] });
    const selected = () =>
      document.querySelector('[data-testid^="profile-tab-"][aria-selected="true"]')?.getAttribute('data-testid');
    const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-testid="profile-completeness-gaps"] a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Education', '/profile?tab=professional'],
      ['Family details', '/profile?tab=family'],
      ['Gol', '/profile?tab=family'],
    ]);
    expect(selected()).toBe('profile-tab-personal');
    await click(byTestId('completeness-gap-family'));
    expect(selected()).toBe('profile-tab-family');
    // The address already names the tab: the link opens it all the same.
    await click(byTestId('profile-tab-personal'));
    await click(byTestId('completeness-gap-gol'));
    expect(selected()).toBe('profile-tab-family');
    await click(byTestId('completeness-gap-education'));
    expect(selected()).toBe('profile-tab-professional');
  });

  it('opens the tab the address names', async () => {
    await open(profile, <ApprovedProfile profile={profile} initialTab="family" />);
    expect(byTestId('profile-tab-family')?.getAttribute('aria-selected')).toBe('true');
    expect(byTestId('profile-completeness-gaps')).toBeNull();
  });

  it('shows the current photo, the one awaiting approval and the way to My photos on the Profile Photo tab', async () => {
    await open();
    await click(byTestId('profile-tab-photo'));
    expect(byTestId<HTMLImageElement>('profile-photo-current')?.getAttribute('src')).toBe('/api/MemberImage/1');
    expect(byTestId('profile-photo-pending')?.textContent).toContain(
      'It becomes your profile photo once a moderator approves it.',
    );
    expect(byTestId('profile-photo-my-photos')?.getAttribute('href')).toBe('/profile/photos');
    expect(byTestId('photo-input')).not.toBeNull();
  });
});

describe('/profile at the other statuses', () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    clearSession();
  });

  it('keeps the profile as submitted, with the account’s tabs only', async () => {
    const submitted = { ...profile, profileStatus: ProfileStatus.Submitted };
    signInAs({ profileStatus: ProfileStatus.Submitted });
    const client = seededClient(submitted);
    const view = await renderAt(
      '/profile',
      <QueryClientProvider client={client}>
        <ProfilePage />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    expect(byTestId('profile-status-banner')?.dataset.status).toBe(String(ProfileStatus.Submitted));
    expect(byTestId('profile-section-personal')).not.toBeNull();
    expect(byTestId('profile-tabs')).toBeNull();
    const tabs = [...(byTestId('profile-nav')?.querySelectorAll('[role="tab"]') ?? [])].map((tab) => tab.textContent);
    expect(tabs).toEqual(['My profile', 'Change password', 'Family', 'Account']);
    expect(byTestId('profile-reactivate')).toBeNull();
    // The wizard's sections only: no extra field of the tabs.
    expect(byTestId('profile-sun-sign')).toBeNull();
  });

  it('leads a deactivated member to the account page to reactivate', async () => {
    signInAs({ profileStatus: ProfileStatus.Deactivated });
    const client = seededClient({ ...profile, profileStatus: ProfileStatus.Deactivated });
    const view = await renderAt(
      '/profile',
      <QueryClientProvider client={client}>
        <ProfilePage />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    expect(byTestId('profile-status-banner')?.dataset.status).toBe(String(ProfileStatus.Deactivated));
    expect(byTestId('profile-reactivate')?.getAttribute('href')).toBe('/profile/account');
  });
});

describe('/profile/overview', () => {
  let unmount: () => void = () => undefined;
  afterEach(() => unmount());

  async function openOverview(detail: MemberDetail) {
    const client = seededClient(detail);
    const view = await renderAt(
      '/profile/overview',
      <QueryClientProvider client={client}>
        <ProfileOverviewPage />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    return view;
  }

  it('shows the profile as others see it: approved photos only, no parents’ numbers', async () => {
    await openOverview(profile);
    expect(byTestId('profile-nav')).not.toBeNull();
    expect(byTestId('profile-completeness')?.dataset.value).toBe('62');
    const photos = [...document.querySelectorAll<HTMLImageElement>('[data-testid="profile-overview-photo"]')];
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual(['/api/MemberImage/1']);
    expect(byTestId('profile-parent-phones-hidden')).not.toBeNull();
    expect(document.body.textContent).not.toContain('9876543210');
    expect(byTestId('profile-sun-sign')?.textContent).toContain('Leo');
    expect(byTestId('profile-hobbies')?.textContent).toContain('Reading, Yoga');
  });

  it('is /profile at any other status', async () => {
    const view = await openOverview({ ...profile, profileStatus: ProfileStatus.ChangesRequested });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(view.router.state.location.pathname).toBe('/profile');
    expect(byTestId('profile-overview')).toBeNull();
  });
});
