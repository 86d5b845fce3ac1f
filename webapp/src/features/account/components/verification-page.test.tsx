import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerificationService, type VerificationState, type VouchOffer } from '../../../api/generated/client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { choose, click, fileOf, find, none, one, problem, settle, toasts, waitFor } from '../../../testing/dom';
import { renderAt } from '../../../testing/render-at';
import { VerificationPage } from './verification-page';

const nothing: VerificationState = {
  badges: [],
  next: ['phone', 'id', 'photo'],
  phone: { countryCode: '+91', phoneNumber: '9876500000' },
  vouches: [],
  isVolunteer: false,
};

/** A samaj volunteer's word waiting for the member's answer (rule 45). */
const offered: VouchOffer = {
  vouchId: 31,
  volunteerName: 'Jayant Patel',
  place: 'Langhnaj',
  relation: 'neighbour',
  words: 'We have lived next door to the family for twenty years.',
  status: 'offered',
  offeredOn: '2026-11-28T10:00:00Z',
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
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ formData: { documentType: 'passport', image: file } }));
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
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ formData: { image: photo } }));
    expect(find('verification-selfie-pending')).not.toBeNull();
  });

  it('shows the samaj badge with its village, and the words accepted', async () => {
    await open({ ...nothing, badges: ['samaj'], samajPlace: 'Langhnaj', vouches: [{ ...offered, status: 'accepted' }] });
    expect(one('verification-earned-samaj').textContent).toBe('✓ Known to the samaj of Langhnaj');
    const word = one('verification-vouch-31');
    expect(word.textContent).toContain('Jayant Patel, samaj volunteer of Langhnaj');
    expect(word.textContent).toContain('Neighbour');
    expect(word.textContent).toContain('you accepted it');
    expect(none('vouch-accept-31')).toBe(true);
    expect(none('verification-volunteer')).toBe(true);
  });

  it('accepts a volunteer’s word: the answer is the new state, with the badge', async () => {
    await open({ ...nothing, vouches: [offered] });
    expect(none('verification-earned-samaj')).toBe(true);
    const word = one('verification-vouch-31');
    expect(word.textContent).toContain('“We have lived next door to the family for twenty years.”');
    const accept = vi.spyOn(VerificationService, 'acceptVouch').mockResolvedValue({
      ...nothing,
      badges: ['samaj'],
      samajPlace: 'Langhnaj',
      vouches: [{ ...offered, status: 'accepted' }],
    });
    await click(one('vouch-accept-31'));
    expect(accept).toHaveBeenCalledWith(expect.objectContaining({ requestBody: { vouchId: 31 } }));
    expect(toasts()).toContain('Accepted. Families now see the samaj badge on your profile.');
    expect(one('verification-earned-samaj').textContent).toBe('✓ Known to the samaj of Langhnaj');
    expect(none('vouch-accept-31')).toBe(true);
  });

  it('declines one, and says why when it was no longer waiting', async () => {
    const client = await open({ ...nothing, vouches: [offered, { ...offered, vouchId: 32, volunteerName: 'Mina Shah' }] });
    const decline = vi
      .spyOn(VerificationService, 'declineVouch')
      .mockResolvedValueOnce({ ...nothing, vouches: [{ ...offered, vouchId: 32, volunteerName: 'Mina Shah' }] })
      .mockRejectedValueOnce(
        problem(422, { reason: 'vouch_not_offered', detail: 'This word is no longer waiting for your answer.' }),
      );
    await click(one('vouch-decline-31'));
    expect(decline).toHaveBeenCalledWith(expect.objectContaining({ requestBody: { vouchId: 31 } }));
    expect(toasts()).toContain('Declined. Nothing shows on your profile.');
    expect(none('verification-vouch-31')).toBe(true);
    expect(client.getQueryData<VerificationState>(QUERY_KEYS.verification)?.vouches).toHaveLength(1);

    // Withdrawn meanwhile: the refusal is said, and the page asks where things stand now.
    const reload = vi.spyOn(VerificationService, 'getVerification').mockResolvedValue(nothing);
    await click(one('vouch-decline-32'));
    expect(one('verification-samaj').querySelector('[data-testid="problem-alert"]')?.textContent).toContain(
      'This word is no longer waiting for your answer.',
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(none('verification-vouch-32')).toBe(true);
  });

  it('says when no volunteer gave their word, and links an appointed volunteer’s page', async () => {
    await open({ ...nothing, isVolunteer: true });
    expect(one('verification-samaj-none').textContent).toBe('No samaj volunteer has given their word for your family yet.');
    expect(one('verification-volunteer-link').getAttribute('href')).toBe('/volunteer');
  });
});
