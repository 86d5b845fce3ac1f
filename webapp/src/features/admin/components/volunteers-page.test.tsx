import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminService, type VolunteerEntry, type VolunteerList } from '../../../api/generated/client';
import { lookupKey } from '../../../lib/lookups/lookup-query';
import { click, errorOf, fieldOf, none, one, problem, toasts, type, waitFor } from '../../../testing/dom';
import { renderAt } from '../../../testing/render-at';
import { getVolunteersQueryOptions } from '../api/get-volunteers';
import { VolunteersPage } from './volunteers-page';

const jayant: VolunteerEntry = {
  accountId: 5,
  profileId: 'PT100233',
  firstName: 'Jayant',
  lastName: 'Patel',
  email: 'jayant@example.com',
  isMember: true,
  villages: [
    { id: 1, name: 'Langhnaj' },
    { id: 2, name: 'Panchot' },
  ],
  gol: null,
  appointedOn: '2026-11-20T10:00:00Z',
  withdrawnOn: null,
  acceptedVouches: 3,
};

const elder: VolunteerEntry = {
  accountId: 6,
  profileId: 'PT100250',
  firstName: 'Kanti',
  lastName: 'Shah',
  email: 'kanti@example.com',
  isMember: false,
  villages: [],
  gol: { id: 2, name: '42 Gam gol' },
  appointedOn: '2026-10-01T10:00:00Z',
  withdrawnOn: '2026-11-01T10:00:00Z',
  acceptedVouches: 1,
};

const list = (result: VolunteerEntry[]): VolunteerList => ({ result });

const lookups = <T,>(result: T[]) => ({ result, totalCount: result.length });

/** The options a select offers now: those of the list box its input controls. */
function optionsOf(id: string): HTMLElement[] {
  const listbox = fieldOf(id).getAttribute('aria-controls');
  const box = listbox ? document.getElementById(listbox) : null;
  return [...(box?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
}

/** Chooses an option the way a moderator does: open the select, press the option. */
async function pick(id: string, name: string) {
  await click(fieldOf(id));
  const option = optionsOf(id).find((o) => o.textContent === name);
  if (!option) throw new Error(`no option ${name} in ${id}`);
  await click(option);
}

describe('VolunteersPage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    notifications.clean();
    vi.restoreAllMocks();
  });

  async function open(volunteers: VolunteerList) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    client.setQueryData(getVolunteersQueryOptions().queryKey, volunteers);
    client.setQueryData(
      lookupKey('villages', 'all'),
      lookups([
        { id: 1, name: 'Langhnaj', otherName: 'લાંઘણજ', talukaId: 147 },
        { id: 2, name: 'Panchot', otherName: 'પાંચોટ', talukaId: 147 },
        { id: 3, name: 'Dediyasan', otherName: 'દેદિયાસણ', talukaId: 147 },
      ]),
    );
    client.setQueryData(
      lookupKey('gols'),
      lookups([
        { id: 1, name: '12 Gam gol', otherName: '', parentCommunityId: 1 },
        { id: 2, name: '42 Gam gol', otherName: '', parentCommunityId: 1 },
        { id: 12, name: 'No gol', otherName: '' },
      ]),
    );
    client.setQueryData(lookupKey('communities'), lookups([{ id: 1, name: 'Kadva Patidar', otherName: '' }]));
    const view = await renderAt(
      '/admin/volunteers',
      <QueryClientProvider client={client}>
        <VolunteersPage />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
  }

  it('lists the volunteers: appointed first, withdrawn ones dimmed with their date, places, accepted words', async () => {
    await open(list([jayant, elder]));
    expect(one('admin-volunteers-count').textContent).toBe('1 serving');
    const serving = one('admin-volunteer-5');
    expect(serving.textContent).toContain('Jayant Patel · PT100233');
    expect(serving.textContent).toContain('jayant@example.com');
    expect(one('admin-volunteer-kind-5').textContent).toBe('Member');
    expect(one('admin-volunteer-places-5').textContent).toBe('LanghnajPanchot');
    expect(one('admin-volunteer-accepted-5').textContent).toBe('3 words accepted');
    expect(serving.dataset.withdrawn).toBeUndefined();
    expect(one('admin-volunteer-withdraw-5').textContent).toBe('Withdraw');

    const withdrawn = one('admin-volunteer-6');
    expect(withdrawn.dataset.withdrawn).toBe('true');
    expect(withdrawn.style.opacity).toBe('0.7');
    expect(withdrawn.textContent).not.toContain('PT100250');
    expect(one('admin-volunteer-kind-6').textContent).toBe('Own account');
    expect(one('admin-volunteer-places-6').textContent).toBe('Gol: 42 Gam gol');
    expect(withdrawn.textContent).toContain('withdrawn on 1 Nov 2026');
    expect(one('admin-volunteer-accepted-6').textContent).toBe('1 word accepted');
    expect(none('admin-volunteer-withdraw-6')).toBe(true);
  });

  it('says when nobody is appointed yet', async () => {
    await open(list([]));
    expect(one('admin-volunteers-empty').textContent).toBe('No volunteer has been appointed yet.');
  });

  it('withdraws a volunteer once the moderator confirms', async () => {
    const withdraw = vi
      .spyOn(AdminService, 'withdrawVolunteer')
      .mockResolvedValue({ message: 'The volunteer and their words are withdrawn.' });
    const reload = vi
      .spyOn(AdminService, 'getVolunteers')
      .mockResolvedValue(list([{ ...jayant, withdrawnOn: '2026-11-29T10:00:00Z' }]));
    await open(list([jayant]));
    await click(one('admin-volunteer-withdraw-5'));
    expect(withdraw).not.toHaveBeenCalled();
    expect((await waitFor('admin-volunteer-withdraw-5-question')).textContent).toContain(
      'Every word they gave is withdrawn with them',
    );
    await click(one('admin-volunteer-withdraw-5-confirm'));
    expect(withdraw).toHaveBeenCalledWith(expect.objectContaining({ requestBody: { accountId: 5 } }));
    expect(toasts()).toContain('The volunteer and their words are withdrawn.');
    expect(reload).toHaveBeenCalled();
    expect(one('admin-volunteer-5').dataset.withdrawn).toBe('true');
  });

  it('appoints a member by profile id for villages, after checking the form', async () => {
    const appoint = vi.spyOn(AdminService, 'appointVolunteer').mockResolvedValue({ ...jayant, accountId: 7 });
    vi.spyOn(AdminService, 'getVolunteers').mockResolvedValue(list([jayant]));
    await open(list([]));
    await click(one('appoint-submit'));
    expect(appoint).not.toHaveBeenCalled();
    expect(errorOf('appoint-profile-id')).toBe('This field is required.');
    expect(one('appoint-form').textContent).toContain('Choose at least one village or a gol.');

    await type('appoint-profile-id', 'pt1002');
    await pick('appoint-villages', 'Panchot');
    await click(one('appoint-submit'));
    expect(appoint).not.toHaveBeenCalled();
    expect(errorOf('appoint-profile-id')).toBe('Please enter a valid profile ID, for example PT104233.');

    await type('appoint-profile-id', ' pt100233 ');
    await click(one('appoint-submit'));
    expect(appoint).toHaveBeenCalledWith(
      expect.objectContaining({ requestBody: { profileId: 'PT100233', villageIds: [2], golId: null } }),
    );
    expect(toasts()).toContain('Jayant Patel is appointed a samaj volunteer and told by e-mail.');
  });

  it('appoints an account of its own for a gol; the named gols only', async () => {
    const appoint = vi.spyOn(AdminService, 'appointVolunteer').mockResolvedValue(elder);
    vi.spyOn(AdminService, 'getVolunteers').mockResolvedValue(list([elder]));
    await open(list([]));
    await click(one('appoint-who').querySelector<HTMLInputElement>('input[value="account"]') as HTMLInputElement);
    expect(none('appoint-profile-id')).toBe(true);
    await type('appoint-email', 'kanti@example.com');
    await type('appoint-first-name', 'Kanti');
    await type('appoint-last-name', 'Shah');
    await click(fieldOf('appoint-gol'));
    expect(optionsOf('appoint-gol').map((o) => o.textContent)).toEqual(['12 Gam gol', '42 Gam gol']);
    await pick('appoint-gol', '42 Gam gol');
    await click(one('appoint-submit'));
    expect(appoint).toHaveBeenCalledWith(
      expect.objectContaining({
        requestBody: { email: 'kanti@example.com', firstName: 'Kanti', lastName: 'Shah', villageIds: [], golId: 2 },
      }),
    );
  });

  it("shows the server's refusal above the form", async () => {
    vi.spyOn(AdminService, 'appointVolunteer').mockRejectedValue(
      problem(409, { reason: 'account_exists', detail: 'An account with this e-mail address already exists.' }),
    );
    await open(list([]));
    await click(one('appoint-who').querySelector<HTMLInputElement>('input[value="account"]') as HTMLInputElement);
    await type('appoint-email', 'kanti@example.com');
    await type('appoint-first-name', 'Kanti');
    await type('appoint-last-name', 'Shah');
    await pick('appoint-villages', 'Langhnaj');
    await click(one('appoint-submit'));
    expect(one('appoint-form').querySelector('[data-testid="problem-alert"]')?.textContent).toContain(
      'An account with this e-mail address already exists.',
    );
  });
});
