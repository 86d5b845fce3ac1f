import { describe, expect, it } from 'vitest';
import { addDays, dayPageOpen, markState, parseEventNumber, sortedMarks } from './day';

describe('the day of an event (rule 49)', () => {
  it('counts plain days across months and years', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('offers the day page to a registrant from the day until a week after, and to nobody else', () => {
    const registered = { standing: 'registered' as const, heldOn: '2026-12-20' };
    expect(dayPageOpen(registered, '2026-12-19')).toBe(false);
    expect(dayPageOpen(registered, '2026-12-20')).toBe(true);
    expect(dayPageOpen(registered, '2026-12-27')).toBe(true);
    expect(dayPageOpen(registered, '2026-12-28')).toBe(false);
    expect(dayPageOpen({ ...registered, standing: 'closed' }, '2026-12-20')).toBe(false);
  });

  it('takes an event number by the shared rule, on both sides of its limits', () => {
    expect(parseEventNumber(' 12 ')).toEqual({ value: 12 });
    expect(parseEventNumber('1')).toEqual({ value: 1 });
    expect(parseEventNumber('૧૨')).toEqual({ value: 12 });
    expect(parseEventNumber('99999')).toEqual({ value: 99999 });
    expect(parseEventNumber('0')).toEqual({ code: 'out_of_range|1|99999' });
    expect(parseEventNumber('100000')).toEqual({ code: 'out_of_range|1|99999' });
    expect(parseEventNumber('')).toEqual({ code: 'required' });
    expect(parseEventNumber('12a')).toEqual({ code: 'not_a_number' });
    expect(parseEventNumber('-3')).toEqual({ code: 'not_a_number' });
  });

  it('says where a mark stands, and lists the mutual ones first', () => {
    expect(markState({ mutual: false, confirmed: false, connectedMemberId: null })).toBe('marked');
    expect(markState({ mutual: true, confirmed: false, connectedMemberId: null })).toBe('mutual');
    expect(markState({ mutual: true, confirmed: true, connectedMemberId: null })).toBe('confirmed');
    expect(markState({ mutual: true, confirmed: true, connectedMemberId: 7 })).toBe('connected');
    const marks = [
      { eventNumber: 9, mutual: false },
      { eventNumber: 4, mutual: true },
      { eventNumber: 2, mutual: false },
    ];
    expect(sortedMarks(marks).map((m) => m.eventNumber)).toEqual([4, 2, 9]);
  });
});
