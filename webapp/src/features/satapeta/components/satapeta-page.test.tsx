import { notifications, notificationsStore } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  ProfileService,
  type SatapetaState,
  type SendSatapetaRequest,
  type VerifySatapetaRequest,
} from '../../../api/generated/client';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';
import { adoptSession, clearSession } from '../../../lib/session/session-store';
import { renderAt } from '../../../testing/render-at';
import { SATAPETA_KEY } from '../api/get-satapeta';
import { SatapetaPage } from './satapeta-page';

const sibling = { memberId: 77, profileId: 'PT104233', firstName: 'Asha', lastName: 'Patel' };
const OFF: SatapetaState = { status: 'off' };
// While pending the server names the sibling by the typed profile id only.
const PENDING: SatapetaState = {
  status: 'pending',
  sibling: { memberId: null, profileId: 'PT104233', firstName: null, lastName: null },
  codeExpiresOn: '2026-11-21T10:25:00Z',
};
const LINKED: SatapetaState = { status: 'linked', sibling };

const refusal = (status: number, body: Record<string, unknown>) =>
  new ApiError(
    { method: 'PUT', url: '/api/Profile/SendSatapetaSetting' },
    { url: '/api/Profile/SendSatapetaSetting', ok: false, status, statusText: '', body: { status, ...body } },
    '',
  );

const find = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const one = (id: string) => {
  const element = find(id);
  if (!element) throw new Error(`no ${id}`);
  return element;
};
const input = (id: string) => {
  const element = document.querySelector<HTMLInputElement>(`input[data-testid="${id}"]`);
  if (!element) throw new Error(`no input ${id}`);
  return element;
};
/** The message Mantine shows under a field. */
const errorOf = (id: string) =>
  input(id).closest('.mantine-InputWrapper-root')?.querySelector('.mantine-InputWrapper-error')?.textContent ?? null;
const toasts = () => notificationsStore.getState().notifications.map((n) => n.message);

async function settle() {
  for (let i = 0; i < 6; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** A dialog's content shows after its opening transition, and stays a moment after it closes. */
async function waitFor(check: () => boolean) {
  for (let i = 0; i < 40 && !check(); i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 25));
    });
  }
  return check();
}

async function click(element: HTMLElement) {
  await act(async () => element.click());
  await settle();
}

/** Types as a person does: React listens to the input event, and to focusout for blur. */
async function type(element: HTMLInputElement, text: string) {
  await act(async () => {
    element.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, text);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => element.blur());
}

async function submit(id: string) {
  const form = one(id) as HTMLFormElement;
  await act(async () => form.requestSubmit());
  await settle();
}

describe('SatapetaPage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  beforeAll(() => {
    // Mantine's tabs (the profile navigation) observe their size; jsdom has no ResizeObserver.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    unmount();
    clearSession();
    notifications.clean();
    vi.restoreAllMocks();
  });

  async function show(state: SatapetaState) {
    adoptSession({
      user: {
        memberId: 7,
        profileId: 'PT100233',
        email: 'rahul@example.invalid',
        emailConfirmed: true,
        profileStatus: ProfileStatus.Approved,
        firstName: 'Rahul',
        lastName: 'Desai',
        role: 'member',
        language: 'en',
      },
      accessToken: 'token',
      accessTokenExpirationTime: '2999-01-01T00:00:00Z',
      refreshToken: 'refresh',
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(SATAPETA_KEY, state);
    vi.spyOn(ProfileService, 'getSatapeta').mockImplementation(
      () => Promise.resolve(client.getQueryData<SatapetaState>(SATAPETA_KEY) ?? OFF) as never,
    );
    const view = await renderAt(
      '/profile/satapeta',
      <QueryClientProvider client={client}>
        <SatapetaPage />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    return { ...view, client };
  }

  it('explains satapeta and, when it is off, asks for the sibling’s profile id and birth date', async () => {
    await show(OFF);
    expect(one('satapeta-explanation').textContent).toContain('exchange marriage');
    expect(find('satapeta-off')).not.toBeNull();
    expect(find('satapeta-pending')).toBeNull();
    expect(find('satapeta-linked')).toBeNull();
    expect(find('profile-nav-satapeta')?.getAttribute('data-active')).toBe('true');
  });

  it('checks the form before sending: both required, a valid profile id, not one’s own, an adult', async () => {
    await show(OFF);
    const send = vi.spyOn(ProfileService, 'sendSatapetaSetting');

    await submit('satapeta-request-form');
    expect(errorOf('satapeta-profile-id')).toBe('This field is required.');
    expect(errorOf('satapeta-birth-date')).toBe('This field is required.');

    await type(input('satapeta-profile-id'), 'PT12');
    await type(input('satapeta-birth-date'), '01-01-2015');
    await submit('satapeta-request-form');
    expect(errorOf('satapeta-profile-id')).toBe('Please enter a valid profile ID, for example PT104233.');
    expect(errorOf('satapeta-birth-date')).toBe('Age should be greater or equal to 18 year.');

    await type(input('satapeta-profile-id'), 'pt100233');
    await submit('satapeta-request-form');
    expect(errorOf('satapeta-profile-id')).toBe("This is your own profile ID. Please enter your sibling's.");
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the code and then shows whom it went to', async () => {
    await show(OFF);
    const send = vi
      .spyOn(ProfileService, 'sendSatapetaSetting')
      .mockResolvedValue({ ...PENDING, message: 'The code has been sent.' } as never);

    await type(input('satapeta-profile-id'), ' pt104233 ');
    await type(input('satapeta-birth-date'), '04-05-1996');
    await submit('satapeta-request-form');

    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        requestBody: { siblingProfileId: 'PT104233', siblingBirthDate: '1996-05-04' } satisfies SendSatapetaRequest,
      }),
    );
    expect(one('satapeta-pending-sibling').textContent).toBe('A code was sent to the member with profile id PT104233.');
    expect(toasts()).toContain('The code has been sent.');
  });

  it("shows the server's refusal above the form and its field errors under their fields", async () => {
    await show(OFF);
    const send = vi
      .spyOn(ProfileService, 'sendSatapetaSetting')
      .mockRejectedValueOnce(refusal(422, { detail: 'The birth date does not match that profile.', code: 'rule_violated' }))
      .mockRejectedValueOnce(refusal(400, { errors: { siblingBirthDate: ['under_age|18'] } }));

    await type(input('satapeta-profile-id'), 'PT104233');
    await type(input('satapeta-birth-date'), '04-05-1996');
    await submit('satapeta-request-form');
    expect(one('problem-alert').textContent).toContain('The birth date does not match that profile.');
    expect(find('satapeta-pending')).toBeNull();

    await submit('satapeta-request-form');
    expect(send).toHaveBeenCalledTimes(2);
    expect(errorOf('satapeta-birth-date')).toBe('Age should be greater or equal to 18 year.');
    expect(find('problem-alert')).toBeNull();
  });

  it('pending: checks the code, links the profiles with it, and shows a wrong code’s message', async () => {
    await show(PENDING);
    expect(one('satapeta-pending-sibling').textContent).toBe('A code was sent to the member with profile id PT104233.');
    const verify = vi
      .spyOn(ProfileService, 'verifySatapetaSetting')
      .mockRejectedValueOnce(refusal(422, { detail: 'The code is not right.' }))
      .mockResolvedValueOnce({ ...LINKED, message: 'Linked.' } as never);

    await type(input('satapeta-code'), '12a4');
    expect(input('satapeta-code').value).toBe('124');
    await submit('satapeta-code-form');
    expect(errorOf('satapeta-code')).toBe('The code must be exactly 6 digits.');
    expect(verify).not.toHaveBeenCalled();

    await type(input('satapeta-code'), '123456');
    await submit('satapeta-code-form');
    expect(one('problem-alert').textContent).toContain('The code is not right.');

    await submit('satapeta-code-form');
    expect(verify).toHaveBeenLastCalledWith(
      expect.objectContaining({ requestBody: { otp: '123456' } satisfies VerifySatapetaRequest }),
    );
    expect(find('satapeta-linked')).not.toBeNull();
    expect(toasts()).toContain('Linked.');
  });

  it('pending: "send a new code" opens the form again with the sibling’s id, and Back returns to the code', async () => {
    await show(PENDING);
    await click(one('satapeta-new-code'));
    expect(input('satapeta-profile-id').value).toBe('PT104233');
    expect(input('satapeta-birth-date').value).toBe('');
    await click(one('satapeta-request-back'));
    expect(find('satapeta-code-form')).not.toBeNull();
  });

  it('pending: cancelling asks first, then withdraws the code', async () => {
    await show(PENDING);
    const disable = vi.spyOn(ProfileService, 'disableSatapetaSetting').mockResolvedValue({ ...OFF, message: 'Off.' } as never);

    await click(one('satapeta-cancel'));
    expect(await waitFor(() => find('satapeta-cancel-dialog-confirm') !== null)).toBe(true);
    expect(disable).not.toHaveBeenCalled();
    await click(one('satapeta-cancel-dialog-confirm'));
    expect(disable).toHaveBeenCalledTimes(1);
    expect(find('satapeta-request-form')).not.toBeNull();
    expect(await waitFor(() => find('satapeta-cancel-dialog-confirm') === null)).toBe(true);
  });

  it("linked: shows the sibling with a link to their profile, and turns off only after the confirmation", async () => {
    await show(LINKED);
    expect(one('satapeta-sibling-link').textContent).toBe('Asha Patel');
    expect(one('satapeta-sibling-link').getAttribute('href')).toBe('/matches/detail/77');
    expect(one('satapeta-sibling-profile-id').textContent).toBe('Profile ID: PT104233');
    const disable = vi
      .spyOn(ProfileService, 'disableSatapetaSetting')
      .mockResolvedValue({ ...OFF, message: 'Satapeta is off.' } as never);

    await click(one('satapeta-turn-off'));
    expect(await waitFor(() => find('satapeta-turn-off-dialog-confirm') !== null)).toBe(true);
    expect(one('satapeta-turn-off-dialog').textContent ?? document.body.textContent).toContain('Asha Patel');
    expect(disable).not.toHaveBeenCalled();

    await click(one('satapeta-turn-off-dialog-confirm'));
    expect(disable).toHaveBeenCalledTimes(1);
    expect(find('satapeta-request-form')).not.toBeNull();
    expect(toasts()).toContain('Satapeta is off.');
  });
});
