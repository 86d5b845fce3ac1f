import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerificationService, type VerificationState } from '../../../api/generated/client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { choose, click, fileOf, find, none, one, settle, waitFor } from '../../../testing/dom';
import { renderAt } from '../../../testing/render-at';
import { VerificationPage } from './verification-page';

const nothing: VerificationState = {
  badges: [],
  next: ['phone', 'id', 'photo'],
  phone: { countryCode: '+91', phoneNumber: '9876500000' },
};

/** Chooses `file` in the file input of the section `id`, as the browser's file dialog does. */
async function chooseIn(id: string, file: File) {
  const input = one(id).querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}

describe('VerificationPage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    notifications.clean();
    vi.restoreAllMocks();
  });

  async function open(state: VerificationState) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    client.setQueryData(QUERY_KEYS.verification, state);
    const view = await renderAt(
      '/profile/verification',
      <QueryClientProvider client={client}>
        <VerificationPage />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    return client;
  }

  it('shows each badge earned, and how to earn the others', async () => {
    await open({
      ...nothing,
      badges: ['phone', 'id'],
      next: ['photo'],
      phone: { ...nothing.phone, verifiedAt: '2026-11-29T10:00:00Z' },
    });
    expect(find('verification-earned-phone')?.textContent).toContain('Mobile verified');
    expect(find('verification-earned-id')?.textContent).toContain('ID checked');
    expect(none('verification-document-form')).toBe(true);
    expect(none('verification-earned-photo')).toBe(true);
    expect(find('verification-selfie-start')).not.toBeNull();
  });

  it('says why a document was refused, and sends another only with a type and a JPEG or PNG', async () => {
    await open({
      ...nothing,
      document: { status: 'refused', documentType: 'pan', reason: 'The card is cut off.', submittedOn: '2026-11-20T10:00:00Z', decidedOn: '2026-11-21T10:00:00Z' },
    });
    expect(one('verification-document-refused').textContent).toContain('The card is cut off.');
    const send = one('verification-document-send') as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await choose('verification-document-type', 'Passport');
    await chooseIn('verification-document', fileOf('id.gif', 'image/gif'));
    expect(one('verification-document').textContent).toContain('Please choose a JPEG or PNG image.');
    expect(send.disabled).toBe(true);
    const sent = vi.spyOn(VerificationService, 'sendIdDocument').mockResolvedValue({
      ...nothing,
      document: { status: 'pending', documentType: 'passport', submittedOn: '2026-11-29T10:00:00Z' },
    } as never);
    const file = fileOf('id.png', 'image/png');
    await chooseIn('verification-document', file);
    expect(send.disabled).toBe(false);
    await click(send);
    await settle();
    expect(sent).toHaveBeenCalledWith({ formData: { documentType: 'passport', image: file } });
    expect(find('verification-document-pending')).not.toBeNull();
    expect(none('verification-document-form')).toBe(true);
  });

  it('asks the pose only when the member takes the photo, and sends the photo in it', async () => {
    const pose = vi
      .spyOn(VerificationService, 'getSelfiePose')
      .mockResolvedValue({ pose: 'thumbs_up', validUntil: '2026-11-29T10:30:00Z' } as never);
    await open(nothing);
    expect(pose).not.toHaveBeenCalled();
    await click(one('verification-selfie-start'));
    const shown = await waitFor('verification-selfie-pose');
    expect(pose).toHaveBeenCalledTimes(1);
    expect(shown.textContent).toContain('A thumbs up beside your face');
    const sent = vi.spyOn(VerificationService, 'sendSelfie').mockResolvedValue({
      ...nothing,
      selfie: { status: 'pending', pose: 'thumbs_up', submittedOn: '2026-11-29T10:05:00Z' },
    } as never);
    const photo = fileOf('me.jpg', 'image/jpeg');
    await chooseIn('verification-selfie', photo);
    await click(one('verification-selfie-send'));
    await settle();
    expect(sent).toHaveBeenCalledWith({ formData: { image: photo } });
    expect(find('verification-selfie-pending')).not.toBeNull();
  });
});
