import { describe, expect, it } from 'vitest';
import openapi from '../../../../../openapi.json';
import type { EventView } from '../../../api/generated/client';
import {
  canAddCommitteeMember,
  CLOSES_AFTER_EVENT,
  committeeOf,
  DATE_PASSED,
  EVENT_COMMITTEE_MAX,
  emptyCommitteeRow,
  emptyEventForm,
  eventFormValues,
  eventLimits,
  eventRequest,
  formErrorsOf,
  validateEventForm,
  type EventFormValues,
} from './event-form';

const TODAY = '2026-11-20';

/** A form filled as an organiser would fill it. */
const filled = (changes: Partial<EventFormValues> = {}): EventFormValues => ({
  ...emptyEventForm(),
  nameGu: ' કડવા પાટીદાર પરિચય સંમેલન ',
  nameEn: 'Kadva Patidar Parichay Sammelan',
  heldOn: '2026-12-20',
  venue: 'Umiya Mataji temple hall, Unjha',
  villageId: '41',
  committee: [
    { name: ' Ramesh Patel ', role: 'President' },
    { name: '', role: '  ' },
  ],
  opensOn: '2026-11-25',
  closesOn: '2026-12-15',
  minAge: 21,
  maxAge: '',
  communityIds: ['1'],
  golIds: [],
  maritalStatuses: ['1', '3'],
  capacity: 400,
  feeNote: '  ',
  contact: 'Desk: 98250 12345',
  ...changes,
});

describe('the event form’s limits', () => {
  it('come from the shared rules (docs/rules.md rule 49)', () => {
    expect(eventLimits()).toEqual({
      nameMin: 3,
      nameMax: 120,
      textMax: 300,
      capacityMin: 1,
      capacityMax: 2000,
      ageMin: 18,
      ageMax: 100,
    });
    expect(EVENT_COMMITTEE_MAX).toBe(12);
    // The generated limit and the API's contract say the same.
    expect(openapi.components.schemas.EventRequest.properties.committee.description).toContain(
      `at most ${EVENT_COMMITTEE_MAX}.`,
    );
  });
});

describe('validateEventForm', () => {
  it('passes a form filled in full, and wants the names, the days, the venue, the places and whom to ask', () => {
    expect(validateEventForm(filled(), TODAY)).toEqual({});
    expect(validateEventForm(emptyEventForm(), TODAY)).toEqual({
      nameGu: 'required',
      nameEn: 'required',
      venue: 'required',
      contact: 'required',
      capacity: 'required',
      heldOn: 'required',
      opensOn: 'required',
      closesOn: 'required',
    });
  });

  it('holds names to 3–120 characters and the other texts to 300, as the server does', () => {
    expect(validateEventForm(filled({ nameEn: 'ab', nameGu: 'ક'.repeat(121) }), TODAY)).toEqual({
      nameEn: 'too_short|3',
      nameGu: 'too_long|120',
    });
    expect(validateEventForm(filled({ venue: 'v'.repeat(301), feeNote: 'f'.repeat(301) }), TODAY)).toEqual({
      venue: 'too_long|300',
      feeNote: 'too_long|300',
    });
  });

  it('holds the ages to 18–100, the oldest not below the youngest, and the places to 1–2,000', () => {
    expect(validateEventForm(filled({ minAge: 17, maxAge: 101 }), TODAY)).toEqual({
      minAge: 'out_of_range|18|100',
      maxAge: 'out_of_range|18|100',
    });
    expect(validateEventForm(filled({ minAge: 30, maxAge: 25 }), TODAY)).toEqual({ maxAge: 'range_order' });
    expect(validateEventForm(filled({ minAge: 25, maxAge: 25 }), TODAY)).toEqual({});
    expect(validateEventForm(filled({ capacity: 0 }), TODAY)).toEqual({ capacity: 'out_of_range|1|2000' });
    expect(validateEventForm(filled({ capacity: 2001 }), TODAY)).toEqual({ capacity: 'out_of_range|1|2000' });
  });

  it('checks each committee row that has anything in it, keyed as the form holds it', () => {
    const committee = [
      { name: 'Ramesh Patel', role: '' },
      emptyCommitteeRow(),
      { name: ' ', role: 'Secretary' },
    ];
    expect(validateEventForm(filled({ committee }), TODAY)).toEqual({
      'committee.0.role': 'required',
      'committee.2.name': 'required',
    });
  });

  it('refuses more than 12 in the committee', () => {
    const committee = Array.from({ length: EVENT_COMMITTEE_MAX + 1 }, (_, i) => ({ name: `Member ${i}`, role: 'Desk' }));
    expect(validateEventForm(filled({ committee }), TODAY)).toEqual({ committee: `too_many|${EVENT_COMMITTEE_MAX}` });
    expect(validateEventForm(filled({ committee: committee.slice(1) }), TODAY)).toEqual({});
  });

  it('wants the event today or later, unless a change keeps the day it had', () => {
    expect(validateEventForm(filled({ heldOn: TODAY, opensOn: TODAY, closesOn: TODAY }), TODAY)).toEqual({});
    const passed = filled({ heldOn: '2026-11-19', opensOn: '2026-11-01', closesOn: '2026-11-10' });
    expect(validateEventForm(passed, TODAY)).toEqual({ heldOn: DATE_PASSED });
    expect(validateEventForm(passed, TODAY, '2026-11-19')).toEqual({});
    expect(validateEventForm(passed, TODAY, '2026-11-18')).toEqual({ heldOn: DATE_PASSED });
  });

  it('wants registration to close on or after it opens, and not after the event', () => {
    expect(validateEventForm(filled({ opensOn: '2026-12-10', closesOn: '2026-12-09' }), TODAY)).toEqual({
      closesOn: 'range_order',
    });
    expect(validateEventForm(filled({ closesOn: '2026-12-21' }), TODAY)).toEqual({ closesOn: CLOSES_AFTER_EVENT });
    expect(validateEventForm(filled({ opensOn: '2026-12-20', closesOn: '2026-12-20' }), TODAY)).toEqual({});
  });

  it('refuses a day that is no real day', () => {
    expect(validateEventForm(filled({ heldOn: '2026-02-30' }), TODAY)).toEqual({ heldOn: 'invalid_date' });
  });
});

describe('eventRequest', () => {
  it('sends the texts trimmed, blank committee rows and an empty fee note left out, ids and numbers as numbers', () => {
    expect(eventRequest(filled())).toEqual({
      nameGu: 'કડવા પાટીદાર પરિચય સંમેલન',
      nameEn: 'Kadva Patidar Parichay Sammelan',
      heldOn: '2026-12-20',
      venue: 'Umiya Mataji temple hall, Unjha',
      villageId: 41,
      golId: null,
      committee: [{ name: 'Ramesh Patel', role: 'President' }],
      opensOn: '2026-11-25',
      closesOn: '2026-12-15',
      minAge: 21,
      maxAge: null,
      openTo: 'both',
      communityIds: [1],
      golIds: [],
      maritalStatuses: [1, 3],
      capacity: 400,
      feeNote: null,
      contact: 'Desk: 98250 12345',
    });
  });

  it('reads numbers typed as text', () => {
    const request = eventRequest(filled({ capacity: '250', maxAge: '35', golId: '7', feeNote: ' ₹ 500 at the desk ' }));
    expect(request.capacity).toBe(250);
    expect(request.maxAge).toBe(35);
    expect(request.golId).toBe(7);
    expect(request.feeNote).toBe('₹ 500 at the desk');
  });
});

describe('eventFormValues', () => {
  const saved: EventView = {
    eventId: 5,
    name: 'Kadva Patidar Parichay Sammelan',
    nameGu: 'કડવા પાટીદાર પરિચય સંમેલન',
    nameEn: 'Kadva Patidar Parichay Sammelan',
    heldOn: '2026-12-20',
    venue: 'Umiya Mataji temple hall, Unjha',
    villageId: null,
    golId: 7,
    place: 'Athavis',
    committee: [{ name: 'Ramesh Patel', role: 'President' }],
    opensOn: '2026-11-25',
    closesOn: '2026-12-15',
    minAge: null,
    maxAge: 35,
    openTo: 'brides',
    communityIds: [1, 4],
    golIds: [7],
    maritalStatuses: [],
    capacity: 400,
    registered: 12,
    feeNote: null,
    contact: 'Desk: 98250 12345',
    standing: 'open',
  };

  it('puts a saved event back in the form, and the form sends it back unchanged', () => {
    const values = eventFormValues(saved);
    expect(values).toMatchObject({
      villageId: null,
      golId: '7',
      minAge: '',
      maxAge: 35,
      openTo: 'brides',
      communityIds: ['1', '4'],
      golIds: ['7'],
      feeNote: '',
    });
    expect(validateEventForm(values, TODAY, saved.heldOn)).toEqual({});
    const { eventId, name, place, registered, standing, ...request } = saved;
    void [eventId, name, place, registered, standing];
    expect(eventRequest(values)).toEqual(request);
  });
});

describe('the committee rows', () => {
  it('may be added up to 12', () => {
    const rows = (n: number) => Array.from({ length: n }, emptyCommitteeRow);
    expect(canAddCommitteeMember(rows(0))).toBe(true);
    expect(canAddCommitteeMember(rows(EVENT_COMMITTEE_MAX - 1))).toBe(true);
    expect(canAddCommitteeMember(rows(EVENT_COMMITTEE_MAX))).toBe(false);
  });

  it('are sent filled and trimmed, in order', () => {
    expect(
      committeeOf([
        { name: ' A ', role: ' President ' },
        { name: '', role: '' },
        { name: 'B', role: 'Desk' },
      ]),
    ).toEqual([
      { name: 'A', role: 'President' },
      { name: 'B', role: 'Desk' },
    ]);
  });
});

describe('formErrorsOf', () => {
  it('puts the server’s field errors under the form’s fields, a committee row’s under that row', () => {
    expect(
      formErrorsOf({
        nameEn: ['too_short|3'],
        'committee[2].role': ['required', 'too_long|300'],
        closesOn: ['range_order'],
        somethingElse: ['required'],
      }),
    ).toEqual({ nameEn: 'too_short|3', 'committee.2.role': 'required', closesOn: 'range_order' });
  });
});
