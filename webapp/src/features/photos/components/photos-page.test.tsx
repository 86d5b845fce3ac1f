import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberDetail, OwnPhoto } from '../../../api/generated/client';
import { MAX_PHOTOS } from '../../../api/generated/rules/rules';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { renderAt } from '../../../testing/render-at';
import { PhotosPage } from './photos-page';

// jsdom has no ResizeObserver, which Mantine's tabs (the profile navigation) use.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const photo = (photoId: number, patch: Partial<OwnPhoto> = {}): OwnPhoto => ({
  photoId,
  url: `https://example.com/api/MemberImage/${photoId}?size=medium&sig=x`,
  largeUrl: `https://example.com/api/MemberImage/${photoId}?size=large&sig=x`,
  isDefault: photoId === 1,
  status: 'approved',
  pendingDefault: false,
  createdOn: '2026-11-21T10:15:00Z',
  ...patch,
});

const profile = (photos: OwnPhoto[], patch: Partial<MemberDetail> = {}): MemberDetail => ({
  id: 7,
  profileId: 'PT100233',
  createdBy: 'self',
  profileStatus: ProfileStatus.Approved,
  wizardStep: 4,
  firstName: 'Meera',
  lastName: 'Patel',
  photos,
  photoVisibility: 'all',
  ...patch,
});

const find = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

describe('PhotosPage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => unmount());

  async function show(detail: MemberDetail) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(QUERY_KEYS.ownProfile, detail);
    const view = await renderAt(
      '/profile/photos',
      <QueryClientProvider client={client}>
        <PhotosPage />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
  }

  it('counts the photos and offers to add one below MAX_PHOTOS', async () => {
    await show(profile([photo(1), photo(2, { status: 'pending' })]));
    expect(find('profile-nav')).not.toBeNull();
    expect(find('photo-count')?.textContent).toBe(`2 of ${MAX_PHOTOS}`);
    expect(find('photo-add')).not.toBeNull();
    expect(find('photo-limit')).toBeNull();
    expect(find('photo-guidelines')?.textContent).toContain('No sunglasses');
  });

  it('has no "Add photo" tile at MAX_PHOTOS, and says why', async () => {
    await show(profile(Array.from({ length: MAX_PHOTOS }, (_, i) => photo(i + 1))));
    expect(find('photo-count')?.textContent).toBe(`${MAX_PHOTOS} of ${MAX_PHOTOS}`);
    expect(find('photo-add')).toBeNull();
    expect(find('photo-limit')).not.toBeNull();
  });

  it('shows who may see the photos', async () => {
    await show(profile([photo(1)], { photoVisibility: 'connections' }));
    const connections = find('photo-visibility')?.querySelector<HTMLInputElement>('input[value="connections"]');
    const all = find('photo-visibility')?.querySelector<HTMLInputElement>('input[value="all"]');
    expect(connections?.checked).toBe(true);
    expect(all?.checked).toBe(false);
    expect(find('photo-visibility')?.textContent).toContain('blurred image');
  });
});
