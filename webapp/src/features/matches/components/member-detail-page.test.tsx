import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MatchDetail, MemberDetail } from '../../../api/generated/client';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';
import { BioDataDownloadProvider, type BioDataDownloadProps } from '../../../components/bio-data-download';
import { MemberActionsProvider, type MemberActionsProps } from '../../../components/member-actions';
import { lookupKey } from '../../../lib/lookups/lookup-query';
import { renderAt } from '../../../testing/render-at';
import { getMemberDetailsQueryOptions } from '../api/get-member-details';
import { MemberDetailPage } from './member-detail-page';

const list = <T,>(result: T[]) => ({ result, totalCount: result.length });

const profile: MemberDetail = {
  id: 42,
  profileId: 'PT104233',
  createdBy: 'self',
  profileStatus: ProfileStatus.Approved,
  wizardStep: 4,
  firstName: 'Meera',
  lastName: 'Patel',
  communityId: 2,
  maritalStatus: 1,
  gender: false,
  fatherName: 'Ramesh',
  city: 'Ahmedabad',
  educationId: 3,
};

const detail = (patch: Partial<MatchDetail> = {}, profilePatch: Partial<MemberDetail> = {}): MatchDetail => ({
  memberId: 42,
  profile: { ...profile, ...profilePatch },
  age: 27,
  photos: [
    { photoId: 8, url: '/api/MemberImage/8?sig=b', isDefault: false },
    { photoId: 7, url: '/api/MemberImage/7?sig=a', isDefault: true },
  ],
  photoBlurred: false,
  badges: [],
  match: {
    score: 67,
    mine: [{ criterion: 'age', label: 'Age: 24 – 30 years', met: true }],
    theirs: [
      { criterion: 'height', label: 'Height: 5 ft 8 in or more', met: false },
      { criterion: 'community', label: 'Community: Leva Patidar', met: true },
    ],
  },
  isShortlisted: true,
  isBlocked: false,
  satapeta: false,
  ...patch,
});

function seededClient(data: MatchDetail): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(getMemberDetailsQueryOptions(data.memberId).queryKey, data);
  client.setQueryData(lookupKey('communities'), list([{ id: 2, name: 'Leva Patidar' }]));
  client.setQueryData(lookupKey('heights'), list([]));
  for (const type of [1, 2, 3]) client.setQueryData(lookupKey('occupations', type), list([]));
  client.setQueryData(lookupKey('annual-incomes'), list([]));
  client.setQueryData(lookupKey('educations'), list([{ id: 3, name: 'B.E.' }]));
  client.setQueryData(lookupKey('countries'), list([{ id: 92, name: 'India', code: '+91' }]));
  return client;
}

/** Stands for the connections' actions: shows what the detail hands them, and can report a block. */
function StubActions(props: MemberActionsProps) {
  const { onBlocked, ...rest } = props;
  return (
    <button type="button" data-testid="stub-actions" data-props={JSON.stringify(rest)} onClick={() => void onBlocked?.()}>
      block
    </button>
  );
}

const renderStub = (props: MemberActionsProps) => <StubActions {...props} />;

/** Stands for the bio-data download: shows whose bio-data the detail offers. */
const renderBioDataStub = (props: BioDataDownloadProps) => <output data-testid="stub-bio-data" data-props={JSON.stringify(props)} />;

const find = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const all = (id: string) => [...document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];

describe('MemberDetailPage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => unmount());

  async function show(data: MatchDetail) {
    const client = seededClient(data);
    const view = await renderAt(
      `/matches/detail/${data.memberId}`,
      <QueryClientProvider client={client}>
        <MemberActionsProvider render={renderStub}>
          <BioDataDownloadProvider render={renderBioDataStub}>
            <MemberDetailPage memberId={data.memberId} />
          </BioDataDownloadProvider>
        </MemberActionsProvider>
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    return { ...view, client };
  }

  it('shows the name, profile id, age, the default photo first, and the explanation in full', async () => {
    await show(detail());
    expect(find('member-detail-name')?.textContent).toBe('Meera Patel');
    expect(find('member-detail-profile-id')?.textContent).toBe('Profile ID: PT104233');
    expect(find('member-detail-age')?.textContent).toBe('27 years');
    const [large] = all('member-photo');
    expect(large?.querySelector('img')?.getAttribute('src')).toBe('/api/MemberImage/7?sig=a');
    expect(all('member-photo-thumb')).toHaveLength(2);
    // In full: both lists at once, no "Why?".
    expect(find('match-explanation-toggle')).toBeNull();
    expect(all('match-criterion')).toHaveLength(3);
    expect(find('match-summary')?.textContent).toContain('2 of 3 preferences met');
    expect(find('match-shortlisted')).not.toBeNull();
    expect(find('profile-section-personal')?.textContent).toContain('Leva Patidar');
  });

  it('says what the member verified, and links the safety advice for a member who lives abroad only', async () => {
    await show(detail({ badges: ['phone'] }));
    expect(find('member-detail-badges')?.textContent).toBe('✓ Mobile verified');
    expect(find('member-detail-safety')).toBeNull();
    unmount();
    await show(detail({ badges: ['samaj'], samajPlace: 'Panchot' }));
    expect(find('member-detail-badges')?.textContent).toBe('✓ Known to the samaj of Panchot');
    unmount();
    await show(detail({}, { isNRI: true }));
    expect(find('member-detail-badges')).toBeNull();
    expect(find('member-detail-safety-link')?.getAttribute('href')).toBe('/safety');
  });

  it('says who looks after the profile only when it is not the person', async () => {
    await show(detail({ managedBy: 'Profile managed by her mother' }, { createdBy: 'mother' }));
    expect(find('member-detail-managed-by')?.textContent).toBe('Profile managed by her mother');
    unmount();
    await show(detail());
    expect(find('member-detail-managed-by')).toBeNull();
  });

  it('shows another photo when its thumbnail is chosen', async () => {
    await show(detail());
    await act(async () => all('member-photo-thumb')[1]?.click());
    expect(all('member-photo')[0]?.querySelector('img')?.getAttribute('src')).toBe('/api/MemberImage/8?sig=b');
  });

  it("says the parents' numbers wait for an accepted connection, and shows them once the server sends them", async () => {
    await show(detail());
    expect(find('profile-parent-phones-hidden')).not.toBeNull();
    expect(find('profile-parent-phone-1')).toBeNull();
    unmount();

    await show(
      detail(
        { connection: { requestId: 3, status: 'accepted', createdOn: '2026-11-21T10:15:00Z', sent: false } },
        { parentPhone1Code: '+91', parentPhone1: '9876543210', parentPhone1IsWhatApps: true },
      ),
    );
    expect(find('profile-parent-phones-hidden')).toBeNull();
    expect(find('profile-parent-phone-1')?.textContent).toContain('+91 9876543210 (WhatsApp)');
    expect(find('match-connection')?.textContent).toBe('Connected');
  });

  it("offers the member's bio-data only once the connection is accepted", async () => {
    await show(detail({ connection: { requestId: 3, status: 'sent', createdOn: '2026-11-21T10:15:00Z', sent: true } }));
    expect(find('stub-bio-data')).toBeNull();
    unmount();

    await show(detail({ connection: { requestId: 3, status: 'accepted', createdOn: '2026-11-21T10:15:00Z', sent: false } }));
    expect(JSON.parse(find('stub-bio-data')?.dataset.props ?? 'null')).toEqual({
      memberId: 42,
      profileId: 'PT104233',
      memberName: 'Meera Patel',
    });
  });

  it('says a photo is blurred until a connection, and falls back to the initials without a photo', async () => {
    await show(detail({ photoBlurred: true }));
    expect(find('member-detail-photo-blurred')).not.toBeNull();
    unmount();

    await show(detail({ photos: [] }));
    expect(find('member-photo')?.dataset.fallback).toBe('true');
    expect(find('member-photo')?.textContent).toBe('MP');
    expect(find('member-detail-photo-blurred')).toBeNull();
  });

  it('shows the actions in full, and after a block goes back to /matches and forgets the member', async () => {
    const connection = { requestId: 3, status: 'sent' as const, createdOn: '2026-11-21T10:15:00Z', sent: true };
    const { router, client } = await show(detail({ connection }));
    expect(JSON.parse(find('stub-actions')?.dataset.props ?? 'null')).toEqual({
      variant: 'detail',
      memberId: 42,
      memberName: 'Meera Patel',
      connection,
      isShortlisted: true,
    });

    await act(async () => find('stub-actions')?.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(router.state.location.pathname).toBe('/matches');
    expect(client.getQueryData(getMemberDetailsQueryOptions(42).queryKey)).toBeUndefined();
  });
});
