import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventService, type EventRegistrant } from '../../../api/generated/client';
import { getCommunitiesQueryOptions } from '../../../lib/lookups/get-communities';
import { getGolsQueryOptions } from '../../../lib/lookups/get-gols';
import { getAllVillagesQueryOptions } from '../../../lib/lookups/get-villages';
import { byTestId, click, errorOf, none, one, problem, settle, toasts, type } from '../../../testing/dom';
import { renderAt } from '../../../testing/render-at';
import { organisedEventKey } from '../api/get-organised-event';
import { communities, gols, openEvent } from '../testing/event-fixtures';
import { OrganisedEventPage } from './organised-event-page';
import { OrganisedEventsPage } from './organised-events-page';

const registrant = (eventNumber: number, changes: Partial<EventRegistrant> = {}): EventRegistrant => ({
  eventNumber,
  profileId: `PT10${4230 + eventNumber}`,
  firstName: 'Asha',
  lastName: 'Patel',
  age: 26,
  bride: true,
  place: 'Langhnaj',
  showPhoto: true,
  contact: 'desk',
  showIncome: false,
  registeredOn: '2026-11-20T10:00:00Z',
  withdrawn: false,
  ...changes,
});

describe('the organisers’ pages', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    notifications.clean();
    vi.restoreAllMocks();
  });

  function client() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    queryClient.setQueryData(getCommunitiesQueryOptions().queryKey, communities as never);
    queryClient.setQueryData(getGolsQueryOptions().queryKey, gols as never);
    queryClient.setQueryData(getAllVillagesQueryOptions().queryKey, {
      result: [{ id: 41, name: 'Unjha', otherName: 'ઊંઝા', talukaId: 3 }],
    } as never);
    return queryClient;
  }

  it('list the events organised, with how many registered of the places, and "New event"', async () => {
    const list = vi
      .spyOn(EventService, 'getOrganisedEvents')
      .mockResolvedValue({ result: [openEvent, { ...openEvent, eventId: 6, place: null }], totalCount: 2, hasMore: false });
    const view = await renderAt(
      '/admin/events',
      <QueryClientProvider client={client()}>
        <OrganisedEventsPage page={1} />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    await settle();
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ pageIndex: 1 }));
    const rows = byTestId('admin-event-row');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/admin/events/5', '/admin/events/6']);
    expect(rows[0]?.textContent).toContain('12 of 400 registered');
    expect(rows[0]?.textContent).toContain('Unjha');
    expect(rows[1]?.textContent).toContain('The whole samaj');
    expect(one('admin-events-count').textContent).toBe('2 events');
    expect(one('new-event').getAttribute('href')).toBe('/admin/events/new');
  });

  it('say in the server’s words that someone who organises nothing may not, with no error screen', async () => {
    vi.spyOn(EventService, 'getOrganisedEvents').mockRejectedValue(
      problem(403, { reason: 'not_volunteer', detail: 'Only a samaj volunteer appointed by the moderators can do this.' }),
    );
    const view = await renderAt(
      '/admin/events',
      <QueryClientProvider client={client()}>
        <OrganisedEventsPage page={1} />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    await settle();
    expect(one('events-not-organiser').textContent).toContain(
      'Only a samaj volunteer appointed by the moderators can do this.',
    );
    expect(none('new-event')).toBe(true);
    expect(none('problem-alert')).toBe(true);
  });

  async function openEvent5() {
    const queryClient = client();
    queryClient.setQueryData(organisedEventKey(5), openEvent);
    const view = await renderAt(
      '/admin/events/5',
      <QueryClientProvider client={queryClient}>
        <OrganisedEventPage eventId={5} />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    await settle();
  }

  it('list an event’s registrants by number, those who withdrew greyed', async () => {
    vi.spyOn(EventService, 'getEventRegistrants').mockResolvedValue([
      registrant(1),
      registrant(3, { firstName: 'Ketan', bride: false, contact: 'family', showPhoto: false }),
      registrant(2, { withdrawn: true }),
    ]);
    await openEvent5();
    const rows = byTestId('registrant-row');
    expect(rows.map((row) => row.dataset.eventNumber)).toEqual(['1', '3', '2']);
    expect(rows[1]?.textContent).toContain('Ketan Patel');
    expect(rows[1]?.textContent).toContain('Groom');
    expect(rows[1]?.textContent).toContain("No photo · Family's phone · No income");
    expect(rows[2]?.dataset.withdrawn).toBe('true');
    expect(rows[2]?.textContent).toContain('Withdrawn');
    expect(one('event-registrants-count').textContent).toBe('2 registered');
  });

  it('change an event with the same form, checked before it is sent', async () => {
    vi.spyOn(EventService, 'getEventRegistrants').mockResolvedValue([]);
    const update = vi.spyOn(EventService, 'updateEvent').mockResolvedValue({ ...openEvent, capacity: 450 });
    await openEvent5();
    expect(one('event-registrants-empty').textContent).toBe('Nobody has registered yet.');

    await type('event-name-en', 'ab');
    await click(one('event-save'));
    expect(update).not.toHaveBeenCalled();
    expect(errorOf('event-name-en')).toBe('Please enter at least 3 characters.');

    await type('event-name-en', 'Kadva Patidar Parichay Sammelan');
    await type('event-capacity', '450');
    await click(one('event-save'));
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({
        eventId: 5,
        requestBody: {
          nameGu: 'કડવા પાટીદાર પરિચય સંમેલન',
          nameEn: 'Kadva Patidar Parichay Sammelan',
          heldOn: '2999-12-31',
          venue: 'Umiya Mataji temple hall',
          villageId: 41,
          golId: null,
          committee: [
            { name: 'Ramesh Patel', role: 'President' },
            { name: 'Geeta Patel', role: 'Registration desk' },
          ],
          opensOn: '2000-01-01',
          closesOn: '2999-12-30',
          minAge: 21,
          maxAge: 35,
          openTo: 'both',
          communityIds: [1],
          golIds: [7],
          maritalStatuses: [],
          capacity: 450,
          feeNote: '₹ 500 at the desk',
          contact: 'Desk: 98250 12345',
        },
      }),
    );
    expect(toasts()).toContain('The event “Kadva Patidar Parichay Sammelan” is saved.');
  });

  it('show the server’s refusal of a change above the form', async () => {
    vi.spyOn(EventService, 'getEventRegistrants').mockResolvedValue([]);
    vi.spyOn(EventService, 'updateEvent').mockRejectedValue(
      problem(422, {
        reason: 'capacity_below_registrations',
        detail: 'More people have already registered than this number of places. Nothing was changed.',
      }),
    );
    await openEvent5();
    await type('event-capacity', '5');
    await click(one('event-save'));
    const alerts = byTestId('problem-alert').map((alert) => alert.textContent ?? '');
    expect(alerts.some((text) => text.includes('More people have already registered'))).toBe(true);
  });
});
