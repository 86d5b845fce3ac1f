import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberDetail } from '../../api/generated/client';
import { ProfileStatus } from '../../api/generated/rules/types/ProfileStatus';
import { lookupKey } from '../../lib/lookups/lookup-query';
import { render } from '../../testing/render';
import { ProfileDetailSections } from './profile-detail-sections';

const list = <T,>(result: T[]) => ({ result, totalCount: result.length });

const profile: MemberDetail = {
  id: 42,
  profileId: 'PT104233',
  createdBy: 'self',
  profileStatus: ProfileStatus.Approved,
  wizardStep: 4,
  firstName: 'Meera',
  lastName: 'Patel',
  gender: false,
  nativePlace: 'Aithor',
  mosad: 'Visnagar',
};

function seededClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(lookupKey('communities'), list([]));
  client.setQueryData(lookupKey('heights'), list([]));
  for (const type of [1, 2, 3]) client.setQueryData(lookupKey('occupations', type), list([]));
  client.setQueryData(lookupKey('annual-incomes'), list([{ id: 5, name: '₹5 – 10 lakh' }]));
  client.setQueryData(lookupKey('educations'), list([]));
  client.setQueryData(lookupKey('countries'), list([]));
  return client;
}

const find = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
/** A row's value (its label is the row's first line). */
const value = (id: string) => find(id)?.querySelector('dd')?.textContent;

describe('ProfileDetailSections', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => unmount());

  async function show(patch: Partial<MemberDetail>) {
    const view = await render(
      <QueryClientProvider client={seededClient()}>
        <ProfileDetailSections profile={{ ...profile, ...patch }} extended asOthersSeeIt />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
  }

  it('shows lifestyle and the gol in the family section (rule 52)', async () => {
    await show({ diet: 2, smoking: 1, drinking: 2, golId: 3, gol: '42 gam' });
    const family = find('profile-section-family');
    expect(family?.contains(find('profile-diet'))).toBe(true);
    expect(value('profile-diet')).toBe('Jain');
    expect(value('profile-smoking')).toBe('Never');
    expect(value('profile-drinking')).toBe('Occasionally');
    expect(family?.contains(find('profile-gol'))).toBe(true);
    expect(value('profile-gol')).toBe('42 gam');
  });

  it("shows a woman's annual income when she stated it, and a man's always (rule 52)", async () => {
    await show({ gender: false });
    expect(find('profile-annual-income')).toBeNull();
    unmount();
    await show({ gender: false, annualIncomeId: 5 });
    expect(value('profile-annual-income')).toBe('₹5 – 10 lakh');
    unmount();
    await show({ gender: true });
    expect(value('profile-annual-income')).toBe('—');
  });

  it('shows the horoscope last, only when something of it is there (rule 50)', async () => {
    await show({});
    expect(find('profile-section-horoscope')).toBeNull();
    unmount();
    await show({ birthTime: '06:45', birthPlace: 'Unjha', moonSign: 1, nakshatra: 2, manglik: 2 });
    const sections = [...document.querySelectorAll<HTMLElement>('section[data-testid^="profile-section-"]')];
    expect(sections.at(-1)?.dataset.testid).toBe('profile-section-horoscope');
    expect(value('profile-birth-time')).toBe('06:45');
    expect(value('profile-birth-place')).toBe('Unjha');
    expect(value('profile-moon-sign')).toBe('Mesh (Aries)');
    expect(value('profile-nakshatra')).toBe('Bharani');
    expect(value('profile-manglik')).toBe('Not manglik');
    expect(find('profile-section-horoscope')?.textContent).not.toContain('accepted');
  });

  it('shows the horoscope for one field alone, and says when only connections see it', async () => {
    await show({ manglik: 4, horoscopeVisibility: 'connections' });
    expect(find('profile-section-horoscope')).not.toBeNull();
    expect(value('profile-birth-time')).toBe('—');
    expect(find('profile-section-horoscope')?.textContent).toContain(
      'Shown only to members whose connection has been accepted.',
    );
  });
});
