import { describe, expect, it } from 'vitest';
import { emptyPopup, POPUP_FIELDS, POPUP_LIMITS, popupFormValues, trimmedPopup, validatePopup } from './popup';

const valid = {
  titleGu: 'સૂચના',
  titleEn: 'Notice',
  bodyGu: 'સગપણ રવિવારે બંધ રહેશે.',
  bodyEn: 'Sagpan is closed on Sunday.',
  buttonTextGu: 'વધુ વાંચો',
  buttonTextEn: 'Read more',
  buttonAction: 'https://example.com/notice?from=popup',
};

describe('the popup form', () => {
  it('starts from the popup shown, or empty', () => {
    expect(popupFormValues({ popup: valid, updatedOn: '2026-11-21T10:15:00Z' })).toEqual(valid);
    expect(popupFormValues({})).toEqual(emptyPopup());
    expect(popupFormValues({ popup: null })).toEqual(emptyPopup());
  });
  it('takes the limits from the shared rules', () => {
    expect(POPUP_LIMITS).toEqual({ title: 100, body: 1000, buttonText: 30, link: 500 });
  });
  it('accepts a complete popup', () => {
    expect(validatePopup(valid)).toEqual({});
  });
  it('requires every field, in both languages', () => {
    const codes = validatePopup(emptyPopup());
    expect(Object.keys(codes).sort()).toEqual([...POPUP_FIELDS].sort());
    expect(new Set(Object.values(codes))).toEqual(new Set(['required']));
    expect(validatePopup({ ...valid, titleEn: '   ' })).toEqual({ titleEn: 'required' });
  });
  it('refuses what the server refuses: too long, a link that is not https', () => {
    expect(validatePopup({ ...valid, buttonTextGu: 'x'.repeat(31) })).toEqual({ buttonTextGu: 'too_long|30' });
    expect(validatePopup({ ...valid, bodyEn: 'x'.repeat(1001) })).toEqual({ bodyEn: 'too_long|1000' });
    expect(validatePopup({ ...valid, titleGu: 'x'.repeat(101) })).toEqual({ titleGu: 'too_long|100' });
    expect(validatePopup({ ...valid, buttonAction: 'http://example.com' })).toEqual({ buttonAction: 'invalid_url' });
    expect(validatePopup({ ...valid, buttonAction: 'https://exa mple.com' })).toEqual({ buttonAction: 'invalid_url' });
    expect(validatePopup({ ...valid, buttonAction: `https://example.com/${'a'.repeat(500)}` })).toEqual({
      buttonAction: 'too_long|500',
    });
  });
  it('sends the values trimmed', () => {
    expect(trimmedPopup({ ...valid, titleEn: '  Notice ', buttonAction: ' https://example.com ' })).toEqual({
      ...valid,
      titleEn: 'Notice',
      buttonAction: 'https://example.com',
    });
  });
});
