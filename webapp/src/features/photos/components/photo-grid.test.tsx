import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnPhoto } from '../../../api/generated/client';
import { MAX_PHOTOS } from '../../../api/generated/rules/rules';
import { render } from '../../../testing/render';
import { PhotoGrid, type PhotoGridProps } from './photo-grid';

const photo = (photoId: number, patch: Partial<OwnPhoto> = {}): OwnPhoto => ({
  photoId,
  url: `https://example.com/api/MemberImage/${photoId}?size=medium&sig=x`,
  largeUrl: `https://example.com/api/MemberImage/${photoId}?size=large&sig=x`,
  isDefault: false,
  status: 'approved',
  pendingDefault: false,
  createdOn: '2026-11-21T10:15:00Z',
  ...patch,
});

const find = (root: ParentNode, id: string) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`);

describe('PhotoGrid', () => {
  let unmount: () => void = () => undefined;
  afterEach(() => unmount());

  async function show(photos: OwnPhoto[], props: Partial<PhotoGridProps> = {}) {
    const view = await render(
      <PhotoGrid
        photos={photos}
        adding={false}
        makingMainId={null}
        onAdd={() => undefined}
        onDropFiles={() => undefined}
        onMakeMain={() => undefined}
        onDelete={() => undefined}
        {...props}
      />,
    );
    unmount = view.unmount;
    return view.container;
  }

  it('offers the "Add photo" tile while there are fewer than MAX_PHOTOS photos', async () => {
    const photos = Array.from({ length: MAX_PHOTOS - 1 }, (_, i) => photo(i + 1, { isDefault: i === 0 }));
    const grid = await show(photos);
    expect(find(grid, 'photo-add')).not.toBeNull();
    expect(grid.querySelectorAll('[data-testid^="photo-card-"]')).toHaveLength(MAX_PHOTOS - 1);
  });

  it('hides the "Add photo" tile at MAX_PHOTOS photos', async () => {
    const photos = Array.from({ length: MAX_PHOTOS }, (_, i) => photo(i + 1, { isDefault: i === 0 }));
    const grid = await show(photos);
    expect(find(grid, 'photo-add')).toBeNull();
  });

  it('disables Delete for the only approved photo and says why', async () => {
    const grid = await show([photo(1, { isDefault: true }), photo(2, { status: 'pending' })]);
    const main = find(grid, 'photo-delete-1') as HTMLButtonElement;
    expect(main.disabled).toBe(true);
    const explanation = find(grid, 'photo-card-1')?.querySelector('[data-testid="photo-delete-blocked"]');
    expect(explanation?.textContent).toContain('Your only approved photo cannot be deleted.');
    expect(main.getAttribute('aria-describedby')).toBe(explanation?.id);
    // The pending photo can go.
    expect((find(grid, 'photo-delete-2') as HTMLButtonElement).disabled).toBe(false);
  });

  it('lets either of two approved photos be deleted', async () => {
    const onDelete = vi.fn();
    const second = photo(2);
    const grid = await show([photo(1, { isDefault: true }), second], { onDelete });
    expect((find(grid, 'photo-delete-1') as HTMLButtonElement).disabled).toBe(false);
    expect(find(grid, 'photo-delete-blocked')).toBeNull();
    await act(async () => find(grid, 'photo-delete-2')?.click());
    expect(onDelete).toHaveBeenCalledWith(second);
  });

  it('badges the main photo and a pending one, and offers "Make main photo" only for another approved photo', async () => {
    const onMakeMain = vi.fn();
    const grid = await show(
      [photo(1, { isDefault: true }), photo(2), photo(3, { status: 'pending', pendingDefault: true })],
      { onMakeMain },
    );
    expect(find(grid, 'photo-card-1')?.querySelector('[data-testid="photo-badge-main"]')).not.toBeNull();
    expect(find(grid, 'photo-card-3')?.querySelector('[data-testid="photo-badge-pending"]')).not.toBeNull();
    expect(find(grid, 'photo-card-2')?.querySelector('[data-testid^="photo-badge"]')).toBeNull();
    expect(find(grid, 'photo-make-main-1')).toBeNull();
    expect(find(grid, 'photo-make-main-3')).toBeNull();
    await act(async () => find(grid, 'photo-make-main-2')?.click());
    expect(onMakeMain).toHaveBeenCalledWith(expect.objectContaining({ photoId: 2 }));
  });
});
