import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MatchService, ProfileService, type MatchList, type MemberDetail } from '../../../api/generated/client';
import { renderAt } from '../../../testing/render-at';
import { MATCH_PREVIEW_SIZE } from '../api/get-match-lists';
import { MatchesPage } from './matches-page';

const page = (count: number): MatchList => ({
  result: Array.from({ length: count }, (_, i) => ({
    memberId: i + 1,
    profileId: `PT10000${i + 1}`,
    firstName: 'Meera',
    lastName: 'Patel',
    age: 27,
    photoBlurred: i === 0,
    badges: [],
    createdBy: 'self',
    deleted: false,
    isShortlisted: false,
    outsidePreferences: false,
    match: { score: 100, mine: [{ criterion: 'age', label: 'Age: 24 – 30 years', met: true }], theirs: [] },
  })),
  totalCount: count,
  totalCountCapped: false,
  hasMore: false,
});

const find = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

/** GET /api/Profile, as far as the nudge reads it. */
const ownProfile = (patch: Partial<MemberDetail>): MemberDetail => ({
  id: 7,
  profileId: 'PT100233',
  createdBy: 'self',
  profileStatus: 3,
  wizardStep: 4,
  firstName: 'Meera',
  lastName: 'Patel',
  ...patch,
});

function mockLists() {
  vi.spyOn(MatchService, 'listNewMatches').mockResolvedValue(page(0) as never);
  vi.spyOn(MatchService, 'listMyMatches').mockResolvedValue(page(0) as never);
  vi.spyOn(MatchService, 'listAllMatches').mockResolvedValue(page(0) as never);
  vi.spyOn(MatchService, 'listRecentlyViewed').mockResolvedValue(page(0) as never);
}

describe('MatchesPage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    vi.restoreAllMocks();
  });

  it('has a section per list, each with its first cards, its empty text and the way to the whole list', async () => {
    vi.spyOn(MatchService, 'listNewMatches').mockResolvedValue(page(0) as never);
    vi.spyOn(MatchService, 'listMyMatches').mockResolvedValue(page(MATCH_PREVIEW_SIZE) as never);
    const all = vi
      .spyOn(MatchService, 'listAllMatches')
      .mockImplementation((({ requestBody }: { requestBody: { scope: string } }) =>
        Promise.resolve(page(requestBody.scope === 'patidar' ? 1 : 2))) as never);
    vi.spyOn(MatchService, 'listRecentlyViewed').mockResolvedValue(page(0) as never);
    vi.spyOn(ProfileService, 'getOwnProfile').mockResolvedValue(ownProfile({ completeness: 90 }) as never);

    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = await renderAt(
      '/matches',
      <QueryClientProvider client={client}>
        <MatchesPage />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

    const cardsIn = (kind: string) =>
      find(`matches-section-${kind}`)?.querySelectorAll('[data-testid="match-card"]').length;
    expect(cardsIn('new')).toBe(0);
    expect(find('matches-section-new-empty')?.textContent).toBe(
      'No new matches yet. Members approved in the last 30 days appear here until you open their profile.',
    );
    expect(cardsIn('mine')).toBe(MATCH_PREVIEW_SIZE);
    expect(cardsIn('all')).toBe(2);
    expect(cardsIn('patidar')).toBe(1);
    expect(find('matches-section-recent-empty')?.textContent).toContain('No recent profile found.');
    expect(all.mock.calls.map(([call]) => call.requestBody.scope).sort()).toEqual(['all', 'patidar']);

    const seeAll = (kind: string) => find(`matches-section-${kind}-see-all`)?.getAttribute('href');
    expect(['new', 'mine', 'all', 'patidar', 'recent'].map(seeAll)).toEqual([
      '/matches/new',
      '/matches/list',
      '/matches/all',
      '/matches/patidar',
      '/matches/recent',
    ]);
    // A blurred photo says why.
    expect(find('matches-section-all')?.querySelector('[data-testid="match-card-photo-blurred"]')?.textContent).toBe(
      'Photo visible after connecting',
    );
    // 90% complete: no nudge.
    expect(find('completeness-nudge')).toBeNull();
  });

  async function open() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = await renderAt(
      '/matches',
      <QueryClientProvider client={client}>
        <MatchesPage />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  }

  it('under 80% complete, links the first gaps to where they are filled in (rule 53)', async () => {
    mockLists();
    vi.spyOn(ProfileService, 'getOwnProfile').mockResolvedValue(
      ownProfile({ completeness: 62, completenessGaps: ['photo', 'gol', 'preferences'] }) as never,
    );
    await open();
    const nudge = find('completeness-nudge');
    expect(nudge?.dataset.value).toBe('62');
    expect(nudge?.textContent).toContain('Your profile is 62% complete');
    // Above the lists, and nothing to dismiss.
    const position = nudge?.compareDocumentPosition(find('matches-section-new') as Node) ?? 0;
    expect(position & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(nudge?.querySelector('button')).toBeNull();
    const links = [...(nudge?.querySelectorAll<HTMLAnchorElement>('a[data-testid^="completeness-gap-"]') ?? [])];
    expect(links.map((a) => [a.dataset.testid, a.textContent, a.getAttribute('href')])).toEqual([
      ['completeness-gap-photo', 'Add a photo', '/profile/photos'],
      ['completeness-gap-gol', 'Gol', '/profile?tab=family'],
      ['completeness-gap-preferences', 'Partner preferences', '/profile/partner-preferences'],
    ]);
  });

  it('under 80% with no gap named, links to the profile', async () => {
    mockLists();
    vi.spyOn(ProfileService, 'getOwnProfile').mockResolvedValue(ownProfile({ completeness: 79 }) as never);
    await open();
    expect(find('completeness-nudge-profile')?.getAttribute('href')).toBe('/profile');
  });

  it('shows the lists even when the own profile cannot be read, without the nudge', async () => {
    mockLists();
    vi.spyOn(ProfileService, 'getOwnProfile').mockRejectedValue(new Error('offline'));
    await open();
    expect(find('completeness-nudge')).toBeNull();
    expect(find('matches-section-new-empty')).not.toBeNull();
  });
});
