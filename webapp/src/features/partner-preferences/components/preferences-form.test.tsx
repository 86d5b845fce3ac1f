import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileService, type PartnerPreference } from '../../../api/generated/client';
import { getAnnualIncomesQueryOptions } from '../../../lib/lookups/get-annual-incomes';
import { getCommunitiesQueryOptions } from '../../../lib/lookups/get-communities';
import { getCountriesQueryOptions } from '../../../lib/lookups/get-countries';
import { getEducationsQueryOptions } from '../../../lib/lookups/get-educations';
import { getGolsQueryOptions } from '../../../lib/lookups/get-gols';
import { getHeightsQueryOptions } from '../../../lib/lookups/get-heights';
import { OCCUPATION_TYPE, getOccupationsQueryOptions } from '../../../lib/lookups/get-occupations';
import { getStatesQueryOptions } from '../../../lib/lookups/get-states';
import { render } from '../../../testing/render';
import { PreferencesForm } from './preferences-form';

// jsdom has no ResizeObserver, which Mantine's SegmentedControl uses to place its indicator.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// Nor scrolling: the form brings its first error into view.
Element.prototype.scrollIntoView ??= () => undefined;

const list = <T,>(result: T[]) => ({ result, totalCount: result.length });

function seededClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(getCommunitiesQueryOptions().queryKey, list([{ id: 1, otherName: '', name: 'Kadva Patidar' }]));
  client.setQueryData(
    getHeightsQueryOptions().queryKey,
    list([
      { id: 1, otherName: '', name: '5 ft', cm: 152 },
      { id: 2, otherName: '', name: '5 ft 6 in', cm: 168 },
    ]),
  );
  client.setQueryData(getAnnualIncomesQueryOptions().queryKey, list([{ id: 1, otherName: '', name: 'Up to ₹1 lakh', minRupees: 0 }]));
  client.setQueryData(getEducationsQueryOptions().queryKey, list([{ id: 4, otherName: '', name: 'B.Com' }]));
  client.setQueryData(
    getGolsQueryOptions().queryKey,
    list([
      { id: 3, otherName: '', name: '42 gam', parentCommunityId: 1 },
      { id: 20, otherName: '', name: 'No gol' },
    ]),
  );
  client.setQueryData(
    getOccupationsQueryOptions(OCCUPATION_TYPE.own).queryKey,
    list([{ id: 12, otherName: '', name: 'Engineer', occupationType: 1 }]),
  );
  client.setQueryData(
    getCountriesQueryOptions().queryKey,
    list([{ id: 92, otherName: '', name: 'India', code: '+91', shortName: 'IN' }]),
  );
  client.setQueryData(getStatesQueryOptions(92).queryKey, list([{ id: 12, otherName: '', name: 'Gujarat', countryId: 92 }]));
  return client;
}

const one = (id: string) => {
  const element = document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  if (!element) throw new Error(`no ${id}`);
  return element;
};

async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

async function click(element: HTMLElement) {
  await act(async () => {
    element.click();
  });
  await settle();
}

// A whole form of Mantine inputs takes a few seconds to render in jsdom.
describe('PreferencesForm', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    vi.restoreAllMocks();
  });

  async function show(saved: PartnerPreference) {
    const view = await render(
      <QueryClientProvider client={seededClient()}>
        <PreferencesForm saved={saved} />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    return view;
  }

  it('shows the ages out of order under the "to" field and does not save', async () => {
    const save = vi.spyOn(ProfileService, 'savePartnerPreference');
    await show({ memberId: 7, ageFrom: 30, ageTo: 25, heightFrom: 2, heightTo: 1 });
    await click(one('preferences-save'));
    const form = one('preferences-form');
    expect(form.textContent).toContain('The “to” value cannot be lower than the “from” value.');
    expect(one('preferences-age-to').getAttribute('aria-invalid')).toBe('true');
    expect(one('preferences-height-to').getAttribute('aria-invalid')).toBe('true');
    expect(one('preferences-age-from').getAttribute('aria-invalid')).not.toBe('true');
    expect(save).not.toHaveBeenCalled();
  });

  it('saves what was chosen, and Clear all saves "any" for everything', async () => {
    const saved: PartnerPreference = {
      memberId: 7,
      ageFrom: 24,
      ageTo: 30,
      communityIds: [1],
      maritalStatuses: [1],
      countryIds: [92],
      stateIds: [12],
      isNRI: false,
      satapeta: true,
    };
    const save = vi
      .spyOn(ProfileService, 'savePartnerPreference')
      .mockImplementation((({ requestBody }: { requestBody: object }) =>
        Promise.resolve({ memberId: 7, ...requestBody, message: 'Saved.' })) as never);
    await show(saved);
    // The saved state's name shows (its list was loaded with the saved countries).
    expect(one('preferences-form').textContent).toContain('Gujarat');

    await click(one('preferences-save'));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0].requestBody).toMatchObject({
      ageFrom: 24,
      ageTo: 30,
      communityIds: [1],
      maritalStatuses: [1],
      countryIds: [92],
      stateIds: [12],
      cityIds: null,
      isNRI: false,
      anyDisability: null,
      satapeta: true,
    });

    await click(one('preferences-clear'));
    expect(one('preferences-unsaved')).toBeTruthy();
    await click(one('preferences-save'));
    const cleared = save.mock.calls[1]?.[0].requestBody ?? {};
    expect(Object.values(cleared).every((value) => value === null)).toBe(true);
    expect(document.querySelector('[data-testid="preferences-unsaved"]')).toBeNull();
  });

  it('saves lifestyle, the gol and manglik; the gols show only for "Chosen gols" (rules 50, 52)', async () => {
    const save = vi
      .spyOn(ProfileService, 'savePartnerPreference')
      .mockImplementation((({ requestBody }: { requestBody: object }) =>
        Promise.resolve({ memberId: 7, ...requestBody, message: 'Saved.' })) as never);
    await show({ memberId: 7, diets: [1, 2], drinking: [1], withinMyGol: true, golIds: [3], mangliks: [2] });
    expect(document.querySelector('[data-testid="preferences-gols"]')).toBeNull();
    // Manglik is the last preference, and says it is used only if chosen.
    const other = one('preferences-section-other');
    const fields = [...other.querySelectorAll<HTMLElement>('[data-testid^="preferences-"]')];
    expect(fields.at(-1)?.dataset.testid).toBe('preferences-mangliks');
    expect(other.textContent).toContain('Used only if you choose something here.');

    const chosen = one('preferences-gol').querySelector<HTMLInputElement>('input[value="chosen"]');
    await click(chosen as HTMLInputElement);
    expect(one('preferences-gols')).toBeTruthy();
    expect(one('preferences-form').textContent).toContain('42 gam');

    await click(one('preferences-save'));
    expect(save.mock.calls[0]?.[0].requestBody).toMatchObject({
      diets: [1, 2],
      smoking: null,
      drinking: [1],
      withinMyGol: null,
      golIds: [3],
      mangliks: [2],
    });
  });
});
