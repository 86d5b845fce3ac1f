import type { EventFor, EventRequest, EventView } from '../../../api/generated/client';
import {
  EVENT_COMMITTEE_MAX,
  PREFERENCE_AGE_MAX,
  PREFERENCE_AGE_MIN,
  PREFERENCE_CHOICES_MAX,
  eventCapacity,
  eventName,
  eventText,
  parseDate,
  preferenceAge,
} from '../../../api/generated/rules/rules';
import {
  fieldErrors,
  idOrNull,
  idValue,
  textOrNull,
  trimmed,
  type FieldChecks,
  type FieldCodes,
} from '../../../components/profile-form/model/fields';

/** One member of the organising committee, as the form's two inputs hold them. */
export interface CommitteeRow {
  name: string;
  role: string;
}

/**
 * The organisers' event form (docs/rules.md rule 49), as its inputs hold the values: texts as typed, days as the date
 * inputs give them (`YYYY-MM-DD`, null when empty), numbers as the number inputs give them ('' when empty), ids of the
 * selects as strings.
 */
export interface EventFormValues {
  nameGu: string;
  nameEn: string;
  heldOn: string | null;
  venue: string;
  villageId: string | null;
  golId: string | null;
  committee: CommitteeRow[];
  opensOn: string | null;
  closesOn: string | null;
  minAge: number | string;
  maxAge: number | string;
  openTo: EventFor;
  communityIds: string[];
  golIds: string[];
  maritalStatuses: string[];
  capacity: number | string;
  feeNote: string;
  contact: string;
}

export type EventFormField = keyof EventFormValues;

/** The fields of the form, as the server names them in a 400's `errors` (the committee's rows below `committee`). */
export const EVENT_FORM_FIELDS = [
  'nameGu',
  'nameEn',
  'heldOn',
  'venue',
  'villageId',
  'golId',
  'committee',
  'opensOn',
  'closesOn',
  'minAge',
  'maxAge',
  'openTo',
  'communityIds',
  'golIds',
  'maritalStatuses',
  'capacity',
  'feeNote',
  'contact',
] as const satisfies readonly EventFormField[];

/** The day of the event is before today, and it is not the day the event already had (rule 49). */
export const DATE_PASSED = 'event_date_passed';
/** Registration would close after the day of the event. */
export const CLOSES_AFTER_EVENT = 'closes_after_event';

/** At most this many on an organising committee (rule 49), as shared/src/limits.rs says. */
export { EVENT_COMMITTEE_MAX };

/**
 * The inputs' limits, read from the shared rules themselves (rule 49): names 3 to 120 characters, the other texts up
 * to 300, capacity 1 to 2,000, ages 18 to 100.
 */
export function eventLimits() {
  return {
    nameMin: eventName.minLength ?? 0,
    nameMax: eventName.maxLength ?? Number.MAX_SAFE_INTEGER,
    textMax: eventText.maxLength ?? Number.MAX_SAFE_INTEGER,
    capacityMin: eventCapacity.minValue ?? 1,
    capacityMax: eventCapacity.maxValue ?? Number.MAX_SAFE_INTEGER,
    ageMin: PREFERENCE_AGE_MIN,
    ageMax: PREFERENCE_AGE_MAX,
  };
}

export const emptyCommitteeRow = (): CommitteeRow => ({ name: '', role: '' });

/** A new event: one committee row to fill, open to brides and grooms, every list empty (anyone). */
export function emptyEventForm(): EventFormValues {
  return {
    nameGu: '',
    nameEn: '',
    heldOn: null,
    venue: '',
    villageId: null,
    golId: null,
    committee: [emptyCommitteeRow()],
    opensOn: null,
    closesOn: null,
    minAge: '',
    maxAge: '',
    openTo: 'both',
    communityIds: [],
    golIds: [],
    maritalStatuses: [],
    capacity: '',
    feeNote: '',
    contact: '',
  };
}

const strings = (ids: readonly number[]) => ids.map(String);

/** An event as its organisers saved it, back in the form to change it. */
export function eventFormValues(event: EventView): EventFormValues {
  return {
    nameGu: event.nameGu,
    nameEn: event.nameEn,
    heldOn: event.heldOn,
    venue: event.venue,
    villageId: idValue(event.villageId),
    golId: idValue(event.golId),
    committee: event.committee.length > 0 ? event.committee.map((m) => ({ name: m.name, role: m.role })) : [],
    opensOn: event.opensOn,
    closesOn: event.closesOn,
    minAge: event.minAge ?? '',
    maxAge: event.maxAge ?? '',
    openTo: event.openTo,
    communityIds: strings(event.communityIds),
    golIds: strings(event.golIds),
    maritalStatuses: strings(event.maritalStatuses),
    capacity: event.capacity,
    feeNote: event.feeNote ?? '',
    contact: event.contact,
  };
}

/** A number input's value as a number, or null when it is empty or not a number. */
export function numberOrNull(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

const ids = (values: readonly string[]) => values.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);

/** A committee row left wholly blank is no member: it is neither checked nor sent. */
const filled = (row: CommitteeRow) => trimmed(row.name) !== '' || trimmed(row.role) !== '';

/** The committee rows as they are sent: the filled ones, trimmed. */
export function committeeOf(rows: readonly CommitteeRow[]): CommitteeRow[] {
  return rows.filter(filled).map((row) => ({ name: trimmed(row.name), role: trimmed(row.role) }));
}

/** Whether another committee row may be added (rule 49: at most 12). */
export const canAddCommitteeMember = (rows: readonly CommitteeRow[]) => rows.length < EVENT_COMMITTEE_MAX;

/** A day's rule code: `required` when empty, `invalid_date` when it is no real `YYYY-MM-DD` day, else none. */
function dayCode(day: string | null): string | undefined {
  if (day === null || day.trim() === '') return 'required';
  return parseDate(day) === null ? 'invalid_date' : undefined;
}

/**
 * Each failing field's first rule code, by the shared rules the server applies (names 3 to 120 characters, texts 1 to
 * 300, ages 18 to 100, capacity 1 to 2,000, at most 12 in the committee), and the days' order: the event not before
 * `today` (India's day) unless it keeps the day it had (`keptDay`, when an event is changed), registration closing on
 * or after it opens and not after the event. Committee rows are keyed as the form holds them (`committee.0.name`).
 */
export function validateEventForm(values: EventFormValues, today: string, keptDay?: string | null): FieldCodes {
  const minAge = numberOrNull(values.minAge);
  const maxAge = numberOrNull(values.maxAge);
  const capacity = numberOrNull(values.capacity);
  const feeNote = trimmed(values.feeNote);
  const checks: FieldChecks = {
    nameGu: [eventName, trimmed(values.nameGu)],
    nameEn: [eventName, trimmed(values.nameEn)],
    venue: [eventText, trimmed(values.venue)],
    minAge: minAge === null ? undefined : [preferenceAge, minAge],
    maxAge: maxAge === null ? undefined : [preferenceAge, maxAge],
    capacity: capacity === null ? undefined : [eventCapacity, capacity],
    feeNote: feeNote === '' ? undefined : [eventText, feeNote],
    contact: [eventText, trimmed(values.contact)],
  };
  values.committee.forEach((row, index) => {
    if (!filled(row)) return;
    checks[`committee.${index}.name`] = [eventText, trimmed(row.name)];
    checks[`committee.${index}.role`] = [eventText, trimmed(row.role)];
  });
  const codes = fieldErrors(checks);

  if (capacity === null) codes.capacity = trimmed(String(values.capacity)) === '' ? 'required' : 'not_a_number';
  if (!codes.minAge && !codes.maxAge && minAge !== null && maxAge !== null && maxAge < minAge) {
    codes.maxAge = 'range_order';
  }
  if (committeeOf(values.committee).length > EVENT_COMMITTEE_MAX) codes.committee = `too_many|${EVENT_COMMITTEE_MAX}`;
  for (const field of ['communityIds', 'golIds', 'maritalStatuses'] as const) {
    if (values[field].length > PREFERENCE_CHOICES_MAX) codes[field] = `too_many|${PREFERENCE_CHOICES_MAX}`;
  }

  const days = { heldOn: dayCode(values.heldOn), opensOn: dayCode(values.opensOn), closesOn: dayCode(values.closesOn) };
  for (const [field, code] of Object.entries(days)) if (code) codes[field] = code;
  const { heldOn, opensOn, closesOn } = values;
  if (!days.heldOn && heldOn !== null && heldOn < today && heldOn !== keptDay) codes.heldOn = DATE_PASSED;
  if (!days.opensOn && !days.closesOn && opensOn !== null && closesOn !== null && closesOn < opensOn) {
    codes.closesOn = 'range_order';
  } else if (!days.heldOn && !days.closesOn && heldOn !== null && closesOn !== null && closesOn > heldOn) {
    codes.closesOn = CLOSES_AFTER_EVENT;
  }
  return codes;
}

/** The request, from values that passed `validateEventForm`: texts trimmed, empty optional ones null, ids as numbers. */
export function eventRequest(values: EventFormValues): EventRequest {
  return {
    nameGu: trimmed(values.nameGu),
    nameEn: trimmed(values.nameEn),
    heldOn: values.heldOn ?? '',
    venue: trimmed(values.venue),
    villageId: idOrNull(values.villageId),
    golId: idOrNull(values.golId),
    committee: committeeOf(values.committee),
    opensOn: values.opensOn ?? '',
    closesOn: values.closesOn ?? '',
    minAge: numberOrNull(values.minAge),
    maxAge: numberOrNull(values.maxAge),
    openTo: values.openTo,
    communityIds: ids(values.communityIds),
    golIds: ids(values.golIds),
    maritalStatuses: ids(values.maritalStatuses),
    capacity: numberOrNull(values.capacity) ?? 0,
    feeNote: textOrNull(values.feeNote),
    contact: trimmed(values.contact),
  };
}

/**
 * The server's field errors (a 400's `errors`) where the form shows them: `committee[2].role` under the third row's
 * role (`committee.2.role`), the others under their field; the first code of each. Fields the form lacks are left out
 * (the alert above the form shows the whole failure then).
 */
export function formErrorsOf(errors: Record<string, readonly string[]>): FieldCodes {
  const known = new Set<string>(EVENT_FORM_FIELDS);
  const codes: FieldCodes = {};
  for (const [path, [first]] of Object.entries(errors)) {
    if (first === undefined) continue;
    const field = path.replace(/\[(\d+)\]/g, '.$1');
    if (known.has(field.split('.')[0] ?? '') && !(field in codes)) codes[field] = first;
  }
  return codes;
}
