import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../testing/render';
import { agesLabel, EVENT_FOR_LABELS, namesOf, whereOf } from './eligibility';

const tr = (d: MessageDescriptor) => testI18n._(d);

describe('agesLabel', () => {
  it('says the ages on the day of the event, with either end open', () => {
    expect(tr(agesLabel(21, 30))).toBe('21 to 30 years on the day of the event');
    expect(tr(agesLabel(25, null))).toBe('25 years or older on the day of the event');
    expect(tr(agesLabel(undefined, 35))).toBe('Up to 35 years on the day of the event');
    expect(tr(agesLabel(null, null))).toBe('Any age');
  });
});

describe('EVENT_FOR_LABELS', () => {
  it('names whom the event is for', () => {
    expect(tr(EVENT_FOR_LABELS.both)).toBe('Brides and grooms');
    expect(tr(EVENT_FOR_LABELS.brides)).toBe('Brides only');
    expect(tr(EVENT_FOR_LABELS.grooms)).toBe('Grooms only');
  });
});

describe('namesOf', () => {
  const gols = [
    { id: 1, name: 'Athavis' },
    { id: 2, name: 'Bavis' },
    { id: 3, name: 'Chha gam' },
  ];
  it('names the chosen items in the list’s order, leaving out ids the list does not hold', () => {
    expect(namesOf([3, 1], gols)).toEqual(['Athavis', 'Chha gam']);
    expect(namesOf([2, 99], gols)).toEqual(['Bavis']);
    expect(namesOf([], gols)).toEqual([]);
    expect(namesOf([1], undefined)).toEqual([]);
  });
});

describe('whereOf', () => {
  it('joins the venue and the place, either of which may be missing', () => {
    expect(whereOf({ venue: 'Umiya hall', place: 'Unjha' })).toBe('Umiya hall · Unjha');
    expect(whereOf({ venue: 'Umiya hall', place: null })).toBe('Umiya hall');
    expect(whereOf({ venue: '  ', place: 'Unjha' })).toBe('Unjha');
  });
});
