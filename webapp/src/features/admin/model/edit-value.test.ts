import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../testing/render';
import { birthDateText, editValueText, REQUEST_TYPE } from './edit-value';

const tr = (d: MessageDescriptor) => testI18n._(d);

describe('editValueText', () => {
  it('names a gender', () => {
    expect(editValueText(REQUEST_TYPE.gender, 'male', tr, 'en')).toBe('Male');
    expect(editValueText(REQUEST_TYPE.gender, 'female', tr, 'en')).toBe('Female');
  });
  it('writes a date of birth as a date', () => {
    expect(editValueText(REQUEST_TYPE.birthDate, '1995-03-12', tr, 'en')).toBe('12 Mar 1995');
  });
  it('keeps names and other text as the member wrote them', () => {
    expect(editValueText(REQUEST_TYPE.firstName, 'Meera', tr, 'en')).toBe('Meera');
    expect(editValueText(REQUEST_TYPE.other, 'male', tr, 'en')).toBe('male');
    expect(editValueText(REQUEST_TYPE.other, '1995-03-12', tr, 'en')).toBe('1995-03-12');
  });
  it('keeps a value that is not what its type expects', () => {
    expect(editValueText(REQUEST_TYPE.gender, 'toString', tr, 'en')).toBe('toString');
    expect(editValueText(REQUEST_TYPE.birthDate, '12/03/1995', tr, 'en')).toBe('12/03/1995');
  });
});

describe('birthDateText', () => {
  it('writes Gujarati with international digits', () => {
    const text = birthDateText('1995-03-12', 'gu');
    expect(text).toContain('1995');
    expect(text).toContain('12');
    expect(text).not.toMatch(/[૦-૯]/);
  });
  it('does not shift the day with the time zone', () => {
    expect(birthDateText('2000-01-01', 'en')).toBe('1 Jan 2000');
  });
  it('refuses what is no date', () => {
    expect(birthDateText('2001-02-30', 'en')).toBeNull();
    expect(birthDateText('1995-13-01', 'en')).toBeNull();
    expect(birthDateText('', 'en')).toBeNull();
  });
});
