import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventService, type EventView } from '../../../api/generated/client';
import { getCommunitiesQueryOptions } from '../../../lib/lookups/get-communities';
import { getGolsQueryOptions } from '../../../lib/lookups/get-gols';
import { click, find, inputOf, none, one, problem, toasts, waitFor, waitUntil } from '../../../testing/dom';
import { renderAt } from '../../../testing/render-at';
import { eventKey } from '../api/get-event';
import { communities, gols, openEvent, registeredEvent } from '../testing/event-fixtures';
import { EventDetailPage } from './event-detail-page';

describe('EventDetailPage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    notifications.clean();
    vi.restoreAllMocks();
  });

  /** The page as the route's loader leaves it: the event and the lists it names already read. */
  async function open(event: EventView) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    client.setQueryData(eventKey(event.eventId), event);
    client.setQueryData(getCommunitiesQueryOptions().queryKey, communities as never);
    client.setQueryData(getGolsQueryOptions().queryKey, gols as never);
    const view = await renderAt(
      `/events/${event.eventId}`,
      <QueryClientProvider client={client}>
        <EventDetailPage eventId={event.eventId} />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
  }

  it('shows the whole event: who may register, the committee, whom to ask', async () => {
    await open(openEvent);
    const page = one('event-detail');
    expect(one('event-name').textContent).toBe('Kadva Patidar Parichay Sammelan');
    expect(one('event-standing').textContent).toBe('Registration open');
    expect(one('event-places').textContent).toContain('400 in all, 388 left');
    const who = one('event-eligibility').textContent;
    expect(who).toContain('21 to 35 years on the day of the event');
    expect(who).toContain('Brides and grooms');
    expect(who).toContain('All of Kadva Patidar');
    expect(who).toContain('Athavis');
    expect(who).toContain('Any marital status');
    expect(one('event-committee').textContent).toContain('Geeta Patel · Registration desk');
    expect(one('event-contact').textContent).toContain('Desk: 98250 12345');
    expect(page.textContent).toContain('₹ 500 at the desk');
  });

  it('registers with the choices made, then shows the event number, big', async () => {
    const register = vi.spyOn(EventService, 'registerForEvent').mockResolvedValue(registeredEvent);
    await open(openEvent);
    expect(none('event-number')).toBe(true);
    expect(none('withdraw-button')).toBe(true);
    // The most private choices first: no photo, only the organisers' desk, no income.
    expect(inputOf('choice-photo').checked).toBe(false);
    expect(inputOf('choice-contact-desk').checked).toBe(true);
    await click(inputOf('choice-photo'));
    await click(inputOf('choice-contact-family'));
    await click(one('register-button'));
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({
        eventId: 5,
        requestBody: { showPhoto: true, contact: 'family', showIncome: false },
      }),
    );
    expect(one('event-number').textContent).toBe('12');
    expect(one('event-standing').textContent).toBe('Registered, number 12');
    expect(toasts()).toContain('You are registered. Your event number is 12.');
    expect(none('register-button')).toBe(true);
    expect(find('withdraw-button')).not.toBeNull();
  });

  it('saves changed choices only, and withdraws after asking', async () => {
    const register = vi
      .spyOn(EventService, 'registerForEvent')
      .mockResolvedValue({ ...registeredEvent, registration: { ...registeredEvent.registration!, showIncome: true } });
    const withdraw = vi.spyOn(EventService, 'withdrawFromEvent').mockResolvedValue({ ...openEvent, registered: 12 });
    await open(registeredEvent);
    const save = one('save-choices-button') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await click(inputOf('choice-income'));
    expect(save.disabled).toBe(false);
    await click(save);
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({ requestBody: { showPhoto: true, contact: 'family', showIncome: true } }),
    );
    expect(toasts()).toContain('Your choices for the booklet are saved.');

    await click(one('withdraw-button'));
    await click(await waitFor('withdraw-confirm'));
    expect(withdraw).toHaveBeenCalledWith(expect.objectContaining({ eventId: 5 }));
    await waitUntil(() => expect(find('register-button')).not.toBeNull());
    expect(none('event-number')).toBe(true);
    expect(toasts()).toContain('You have withdrawn from the event. Your place is free for someone else.');
  });

  it('shows the server’s words when a registration is refused', async () => {
    vi.spyOn(EventService, 'registerForEvent').mockRejectedValue(
      problem(422, { reason: 'event_full', detail: 'Every place at this event is taken.' }),
    );
    vi.spyOn(EventService, 'getEvent').mockResolvedValue({ ...openEvent, registered: 400, standing: 'full' });
    await open(openEvent);
    await click(one('register-button'));
    expect(one('registration-card').querySelector('[data-testid="problem-alert"]')?.textContent).toContain(
      'Every place at this event is taken.',
    );
    // The event is read again: the card now says where the member stands.
    await waitUntil(() => expect(one('event-standing').textContent).toBe('Full'));
    expect(none('register-button')).toBe(true);
  });

  it('offers nothing to do once registration has closed, or for an event not for the profile', async () => {
    await open({ ...registeredEvent, closesOn: '2000-01-02' });
    expect(one('event-number').textContent).toBe('12');
    expect(none('save-choices-button')).toBe(true);
    expect(none('withdraw-button')).toBe(true);
    expect(inputOf('choice-photo').disabled).toBe(true);
    expect(one('registration-note').textContent).toBe(
      'Registration has closed: your choices for the booklet stay as they are.',
    );
    unmount();
    await open({ ...openEvent, standing: 'not_eligible' });
    expect(none('register-button')).toBe(true);
    expect(none('booklet-choices')).toBe(true);
    expect(one('event-standing').textContent).toBe('Not for your profile');
  });
});
