import { describe, expect, it } from 'vitest';
import { callHref, phoneDigits, shownNumber, whatsAppHref } from './family-contacts';

describe('family contact links', () => {
  const phone = { countryCode: '+91', phoneNumber: '98250 12345' };

  it('dial the number with its country code', () => {
    expect(phoneDigits(phone)).toBe('919825012345');
    expect(callHref(phone)).toBe('tel:+919825012345');
    expect(shownNumber(phone)).toBe('+91 98250 12345');
  });

  it('open WhatsApp with the greeting, in any script, encoded', () => {
    const href = whatsAppHref(phone, 'નમસ્તે & hello');
    expect(href.startsWith('https://wa.me/919825012345?text=')).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1] ?? '')).toBe('નમસ્તે & hello');
  });
});
