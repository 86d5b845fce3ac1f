import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VolunteerService, type VillageMember, type VillageMemberList } from '../../../api/generated/client';
import { clearSession } from '../../../lib/session/session-store';
import {
  byTestId,
  click,
  find,
  inputOf,
  none,
  one,
  problem,
  settle,
  toasts,
  type,
  waitFor,
  waitUntil,
} from '../../../testing/dom';
import { renderAt } from '../../../testing/render-at';
import { signInAs } from '../../../testing/session';
import { VolunteerPage } from './volunteer-page';

const asha: VillageMember = {
  memberId: 11,
  profileId: 'PT104233',
  firstName: 'Asha',
  lastName: 'Patel',
  fatherName: 'Ramesh Patel',
  age: 26,
  male: false,
  place: 'Langhnaj',
};

const ketan: VillageMember = {
  memberId: 12,
  profileId: 'PT104240',
  firstName: 'Ketan',
  lastName: 'Patel',
  fatherName: null,
  age: 29,
  male: true,
  place: 'Panchot',
  myVouch: 'offered',
};

const list = (result: VillageMember[], totalCount = result.length): VillageMemberList => ({
  result,
  totalCount,
  hasMore: totalCount > result.length,
  places: ['Langhnaj', 'Panchot'],
});

const listed = () => byTestId('volunteer-members')[0]?.querySelectorAll('[data-testid^="volunteer-member-"]') ?? [];

describe('VolunteerPage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    notifications.clean();
    clearSession();
    vi.restoreAllMocks();
  });

  async function open() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const view = await renderAt(
      '/volunteer',
      <QueryClientProvider client={client}>
        <VolunteerPage />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    await settle();
    return client;
  }

  it('lists the members of the villages served: name, father, age, groom or bride, place, profile id, the word given', async () => {
    const members = vi.spyOn(VolunteerService, 'getVillageMembers').mockResolvedValue(list([asha, ketan]) as never);
    await open();
    expect(members).toHaveBeenCalledWith(expect.objectContaining({ pageIndex: 1, q: undefined }));
    expect(one('volunteer-places').textContent).toBe('You serve:LanghnajPanchot');
    expect(one('volunteer-count').textContent).toBe('2 members');
    const row = one('volunteer-member-11');
    expect(row.textContent).toContain('Asha Patel');
    expect(row.textContent).toContain('PT104233');
    expect(row.textContent).toContain('Father: Ramesh Patel');
    expect(row.textContent).toContain('26 years · Bride · Langhnaj');
    expect(one('vouch-button-11').textContent).toBe('Vouch');
    // A word given once: its state instead of the button (one word per member).
    expect(one('volunteer-member-12').textContent).toContain('29 years · Groom · Panchot');
    expect(one('volunteer-member-vouch-12').textContent).toBe('Word given, waiting for the member');
    expect(none('vouch-button-12')).toBe(true);
    expect(none('volunteer-pages')).toBe(true);
  });

  it('searches by name or profile id from 2 characters, and pages through the list', async () => {
    const members = vi
      .spyOn(VolunteerService, 'getVillageMembers')
      .mockResolvedValue(list([asha], 45) as never);
    await open();
    expect(one('volunteer-count').textContent).toBe('45 members');
    // 20 a page: three pages.
    const pages = one('volunteer-pages');
    expect(pages.textContent).toContain('3');
    const second = [...pages.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === '2');
    await click(second as HTMLButtonElement);
    expect(members).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 2, q: undefined }));

    // One character is no search (the first page, already loaded, shows again); two or more are.
    await type('volunteer-search', 'P');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(members).not.toHaveBeenCalledWith(expect.objectContaining({ q: 'P' }));
    await type('volunteer-search', ' Pat ');
    await waitUntil(() => expect(members).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 1, q: 'Pat' })));
  });

  it('gives a word only with how the volunteer knows the family and 10 characters or more, then refreshes the list', async () => {
    const members = vi.spyOn(VolunteerService, 'getVillageMembers').mockResolvedValue(list([asha]) as never);
    const vouch = vi
      .spyOn(VolunteerService, 'vouchForMember')
      .mockResolvedValue({ message: 'Your word has been sent. Asha Patel is asked to accept it.' });
    await open();
    await click(one('vouch-button-11'));
    await waitFor('vouch-words');
    expect(one('vouch-dialog').textContent).toContain('Give your word for Asha Patel');

    await click(one('vouch-submit'));
    expect(vouch).not.toHaveBeenCalled();
    expect(one('vouch-dialog').textContent).toContain('Choose how you know the family.');
    expect(one('vouch-dialog').textContent).toContain('This field is required.');

    await click(one('vouch-relation-neighbour'));
    expect(inputOf('vouch-relation-neighbour').checked).toBe(true);
    await type('vouch-words', 'Good folk');
    expect(one('vouch-dialog').textContent).toContain('10 to 500 characters: 9 so far.');
    await click(one('vouch-submit'));
    expect(vouch).not.toHaveBeenCalled();
    expect(one('vouch-dialog').textContent).toContain('Please enter at least 10 characters.');

    await type('vouch-words', '  We have lived next door to the family for twenty years.  ');
    await click(one('vouch-submit'));
    expect(vouch).toHaveBeenCalledWith(
      expect.objectContaining({
        requestBody: {
          memberId: 11,
          relation: 'neighbour',
          words: 'We have lived next door to the family for twenty years.',
        },
      }),
    );
    expect(toasts()).toContain('Your word has been sent. Asha Patel is asked to accept it.');
    expect(members).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal in the dialog", async () => {
    vi.spyOn(VolunteerService, 'getVillageMembers').mockResolvedValue(list([asha]) as never);
    vi.spyOn(VolunteerService, 'vouchForMember').mockRejectedValue(
      problem(422, { reason: 'already_vouched', detail: 'You have already vouched for this member.' }),
    );
    await open();
    await click(one('vouch-button-11'));
    await waitFor('vouch-words');
    await click(one('vouch-relation-relative'));
    await type('vouch-words', 'She is my sister’s daughter.');
    await click(one('vouch-submit'));
    expect(one('vouch-dialog').querySelector('[data-testid="problem-alert"]')?.textContent).toContain(
      'You have already vouched for this member.',
    );
  });

  it('says so when the account is not an appointed volunteer', async () => {
    vi.spyOn(VolunteerService, 'getVillageMembers').mockRejectedValue(
      problem(403, { reason: 'not_volunteer', detail: 'Only a samaj volunteer appointed by the moderators can do this.' }),
    );
    await open();
    const alert = one('volunteer-not-appointed');
    expect(alert.textContent).toContain('This page is for samaj volunteers');
    expect(alert.textContent).toContain('Only a samaj volunteer appointed by the moderators can do this.');
    expect(none('volunteer-search')).toBe(true);
    expect(none('problem-alert')).toBe(true);
    expect(listed().length).toBe(0);
  });

  it("gives a volunteer's own account the way to its password; a member's none", async () => {
    vi.spyOn(VolunteerService, 'getVillageMembers').mockResolvedValue(list([]) as never);
    signInAs({ role: 'volunteer' });
    await open();
    expect(one('volunteer-empty').textContent).toBe('No approved member of your villages yet.');
    expect(one('profile-nav-volunteer').getAttribute('data-active')).toBe('true');
    expect(find('profile-nav-change-password')?.textContent).toBe('Change password');
    expect(none('profile-nav-verification')).toBe(true);
    unmount();
    clearSession();
    signInAs();
    await open();
    expect(none('profile-nav-change-password')).toBe(true);
  });
});
