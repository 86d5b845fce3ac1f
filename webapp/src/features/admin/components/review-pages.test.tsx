import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AdminService,
  ApiError,
  type CheckQueueItem,
  type CheckQueueList,
  type EditRequestItem,
  type EditRequestList,
  type PhotoQueueItem,
  type PhotoQueueList,
} from '../../../api/generated/client';
import { byTestId, click, one, toasts, type, waitFor } from '../../../testing/dom';
import { renderAt } from '../../../testing/render-at';
import { getCheckQueueQueryOptions } from '../api/get-check-queue';
import { getEditRequestsQueryOptions } from '../api/get-edit-requests';
import { getPhotoQueueQueryOptions } from '../api/get-photo-queue';
import { ChecksPage } from './checks-page';
import { EditRequestsPage } from './edit-requests-page';
import { PhotosPage } from './photos-page';

const nameRequest: EditRequestItem = {
  requestId: 11,
  memberId: 7,
  profileId: 'PT100233',
  firstName: 'Meera',
  lastName: 'Patel',
  requestTypeId: 1,
  requestType: 'First name',
  currentValue: 'Meera',
  newValue: 'Mira',
  note: 'My passport spells it Mira.',
  createdOn: '2026-11-21T10:15:00Z',
};

const genderRequest: EditRequestItem = {
  requestId: 12,
  memberId: 8,
  profileId: 'PT100244',
  firstName: 'Rahul',
  lastName: 'Desai',
  requestTypeId: 4,
  requestType: 'Gender',
  currentValue: 'female',
  newValue: 'male',
  note: '',
  createdOn: '2026-11-21T11:00:00Z',
};

const photo: PhotoQueueItem = {
  photoId: 31,
  memberId: 7,
  profileId: 'PT100233',
  firstName: 'Meera',
  lastName: 'Patel',
  url: 'https://example.com/photo/31/large?sig=x',
  currentPhoto: 'https://example.com/photo/30/small?sig=y',
  createdOn: '2026-11-21T10:15:00Z',
};

const selfie: CheckQueueItem = {
  checkId: 51,
  kind: 'photo',
  pose: 'thumbs_up',
  memberId: 7,
  profileId: 'PT100233',
  firstName: 'Meera',
  lastName: 'Patel',
  birthDate: '1996-04-12',
  imageUrl: '/api/Admin/CheckImage/51?viewer=1&expires=9&signature=x',
  photos: ['https://example.com/photo/30/medium?sig=y', 'https://example.com/photo/29/medium?sig=z'],
  submittedOn: '2026-11-21T10:15:00Z',
};

const passport: CheckQueueItem = {
  ...selfie,
  checkId: 52,
  kind: 'id',
  pose: undefined,
  documentType: 'passport',
};

const list = <T,>(result: T[]) => ({ result, totalCount: result.length });
describe('the review pages', () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    notifications.clean();
    vi.restoreAllMocks();
  });

  async function open(path: string, page: ReactNode, seed: (client: QueryClient) => void) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    seed(client);
    const view = await renderAt(path, <QueryClientProvider client={client}>{page}</QueryClientProvider>);
    unmount = view.unmount;
    return view;
  }

  const openEditRequests = (items: EditRequestItem[]) =>
    open('/admin/edit-requests', <EditRequestsPage />, (client) =>
      client.setQueryData<EditRequestList>(getEditRequestsQueryOptions().queryKey, list(items)),
    );

  const openPhotos = (items: PhotoQueueItem[]) =>
    open('/admin/photos', <PhotosPage />, (client) =>
      client.setQueryData<PhotoQueueList>(getPhotoQueueQueryOptions().queryKey, list(items)),
    );

  it('lists each edit request: who, what, the value now and the one asked for, the note', async () => {
    await openEditRequests([nameRequest, genderRequest]);
    const cards = byTestId('admin-edit-request');
    expect(cards.map((card) => card.dataset.requestId)).toEqual(['11', '12']);
    expect(one('admin-edit-requests-count').textContent).toBe('2 waiting');

    const [first, second] = cards;
    const member = one('admin-review-member', first);
    expect(member.textContent).toBe('Meera Patel');
    expect(member.getAttribute('href')).toBe('/admin/member/7');
    expect(first.textContent).toContain('PT100233');
    expect(one('admin-edit-request-type', first).textContent).toBe('First name');
    expect(one('admin-edit-request-current', first).textContent).toBe('Meera');
    expect(one('admin-edit-request-new', first).textContent).toBe('Mira');
    expect(one('admin-edit-request-note', first).textContent).toContain('My passport spells it Mira.');

    // A gender in words; no note, no note line.
    expect(one('admin-edit-request-current', second).textContent).toBe('Female');
    expect(one('admin-edit-request-new', second).textContent).toBe('Male');
    expect(second.querySelector('[data-testid="admin-edit-request-note"]')).toBeNull();
  });

  it('says so when no edit request waits', async () => {
    await openEditRequests([]);
    expect(one('admin-edit-requests-empty').textContent).toBe('No edit request is waiting.');
    expect(byTestId('admin-edit-request')).toHaveLength(0);
  });

  it('approves an edit request: the answer as a toast, the list reloaded', async () => {
    const approve = vi.spyOn(AdminService, 'approveEditRequest').mockResolvedValue({ message: 'Request approved.' });
    const reload = vi.spyOn(AdminService, 'getEditRequests').mockResolvedValue(list([genderRequest]));
    vi.spyOn(AdminService, 'getPhotoQueue').mockResolvedValue(list([]));
    await openEditRequests([nameRequest, genderRequest]);

    await click(one('admin-edit-request-approve', byTestId('admin-edit-request')[0]));

    await click(await waitFor('admin-edit-request-approve-confirm'));
    expect(approve).toHaveBeenCalledWith(expect.objectContaining({ requestBody: { requestId: 11 } }));
    expect(toasts()).toContain('Request approved.');
    expect(reload).toHaveBeenCalled();
    expect(byTestId('admin-edit-request').map((card) => card.dataset.requestId)).toEqual(['12']);
  });

  it('declines an edit request only with a reason', async () => {
    const decline = vi.spyOn(AdminService, 'declineEditRequest').mockResolvedValue({ message: 'Request declined.' });
    vi.spyOn(AdminService, 'getEditRequests').mockResolvedValue(list([]));
    vi.spyOn(AdminService, 'getPhotoQueue').mockResolvedValue(list([]));
    await openEditRequests([nameRequest]);

    await click(one('admin-edit-request-decline'));
    await click(one('admin-reason-confirm'));
    expect(decline).not.toHaveBeenCalled();
    expect(one('admin-reason-input').getAttribute('aria-invalid')).toBe('true');

    await type(one('admin-reason-input'), '  Please send a copy of your passport.  ');
    await click(one('admin-reason-confirm'));
    expect(decline).toHaveBeenCalledWith(
      expect.objectContaining({ requestBody: { id: 11, reason: 'Please send a copy of your passport.' } }),
    );
    expect(toasts()).toContain('Request declined.');
    expect(document.querySelector('[data-testid="admin-reason-modal"]')).toBeNull();
    expect(one('admin-edit-requests-empty')).toBeTruthy();
  });

  it('shows why a decision failed when another moderator decided first', async () => {
    const taken = new ApiError(
      { method: 'POST', url: '/api/Admin/EditRequest/Approve' },
      {
        url: '/api/Admin/EditRequest/Approve',
        ok: false,
        status: 422,
        statusText: '',
        body: { status: 422, detail: 'This request is no longer pending.' },
      },
      'Unprocessable',
    );
    vi.spyOn(AdminService, 'approveEditRequest').mockRejectedValue(taken);
    vi.spyOn(AdminService, 'getEditRequests').mockResolvedValue(list([]));
    vi.spyOn(AdminService, 'getPhotoQueue').mockResolvedValue(list([]));
    await openEditRequests([nameRequest]);

    await click(one('admin-edit-request-approve'));

    await click(await waitFor('admin-edit-request-approve-confirm'));
    expect(one('problem-alert').textContent).toContain('This request is no longer pending.');
    expect(one('admin-edit-requests-empty')).toBeTruthy();
  });

  it('shows each new photo whole, beside the current profile photo', async () => {
    await openPhotos([photo, { ...photo, photoId: 32, currentPhoto: undefined }]);
    const cards = byTestId('admin-photo');
    expect(cards.map((card) => card.dataset.photoId)).toEqual(['31', '32']);
    expect(one('admin-photos-count').textContent).toBe('2 waiting');

    const newPhoto = one('admin-photo-new', cards[0]);
    expect(newPhoto.getAttribute('src')).toBe(photo.url);
    expect(newPhoto.getAttribute('alt')).toBe('New photo of Meera Patel');
    expect(newPhoto.style.aspectRatio).toBe('3 / 4');
    expect(one('admin-photo-current', cards[0]).getAttribute('src')).toBe(photo.currentPhoto);
    expect(one('admin-review-member', cards[0]).getAttribute('href')).toBe('/admin/member/7');
    expect(one('admin-photo-no-current', cards[1]).textContent).toBe('No profile photo yet.');
  });

  it('says so when no photo waits', async () => {
    await openPhotos([]);
    expect(one('admin-photos-empty').textContent).toBe('No photo is waiting for approval.');
  });

  it('approves and declines photos', async () => {
    const approve = vi.spyOn(AdminService, 'approvePhoto').mockResolvedValue({ message: 'Photo approved.' });
    const decline = vi.spyOn(AdminService, 'declinePhoto').mockResolvedValue({ message: 'Photo declined.' });
    vi.spyOn(AdminService, 'getPhotoQueue')
      .mockResolvedValueOnce(list([{ ...photo, photoId: 32 }]))
      .mockResolvedValue(list([]));
    vi.spyOn(AdminService, 'getEditRequests').mockResolvedValue(list([]));
    await openPhotos([photo, { ...photo, photoId: 32 }]);

    await click(one('admin-photo-approve', byTestId('admin-photo')[0]));

    await click(await waitFor('admin-photo-approve-confirm'));
    expect(approve).toHaveBeenCalledWith(expect.objectContaining({ requestBody: { photoId: 31 } }));
    expect(toasts()).toContain('Photo approved.');
    expect(byTestId('admin-photo').map((card) => card.dataset.photoId)).toEqual(['32']);

    await click(one('admin-photo-decline'));
    await type(one('admin-reason-input'), 'A group photo.');
    await click(one('admin-reason-confirm'));
    expect(decline).toHaveBeenCalledWith(
      expect.objectContaining({ requestBody: { id: 32, reason: 'A group photo.' } }),
    );
    expect(toasts()).toContain('Photo declined.');
    expect(one('admin-photos-empty')).toBeTruthy();
  });

  it('shows each check beside the profile, and approves or refuses it with a reason', async () => {
    const approve = vi.spyOn(AdminService, 'approveCheck').mockResolvedValue({ message: 'Saved.' });
    const refuse = vi.spyOn(AdminService, 'refuseCheck').mockResolvedValue({ message: 'Refused.' });
    vi.spyOn(AdminService, 'getCheckQueue')
      .mockResolvedValueOnce(list([passport]))
      .mockResolvedValue(list([]));
    await open('/admin/checks', <ChecksPage />, (client) =>
      client.setQueryData<CheckQueueList>(getCheckQueueQueryOptions().queryKey, list([selfie, passport])),
    );
    const [first, second] = byTestId('admin-check');
    expect(first.textContent).toContain('A thumbs up beside your face');
    expect(first.textContent).toContain('born 1996-04-12');
    expect(byTestId('admin-check-photo', first)).toHaveLength(2);
    expect(one('admin-check-image', first).getAttribute('src')).toBe(selfie.imageUrl);
    expect(second.textContent).toContain('Passport');

    await click(one('admin-check-approve', first));
    await click(await waitFor('admin-check-approve-confirm'));
    expect(approve).toHaveBeenCalledWith(expect.objectContaining({ requestBody: { checkId: 51 } }));
    expect(byTestId('admin-check').map((card) => card.dataset.checkId)).toEqual(['52']);

    await click(one('admin-check-decline'));
    await click(one('admin-reason-confirm'));
    expect(refuse).not.toHaveBeenCalled();
    await type(one('admin-reason-input'), 'The name is cut off.');
    await click(one('admin-reason-confirm'));
    expect(refuse).toHaveBeenCalledWith(
      expect.objectContaining({ requestBody: { id: 52, reason: 'The name is cut off.' } }),
    );
    expect(one('admin-checks-empty')).toBeTruthy();
  });
});
