import { describe, expect, it } from 'vitest';
import type { PopupSetting } from '../../../api/generated/client';
import { markPopupSeen, POPUP_SEEN_KEY, popupToShow, safeButtonLink, seenPopupVersion } from './popup-seen';

const popup: PopupSetting = {
  title: 'Diwali meet-up',
  body: 'Join us on 12 November.',
  buttonText: 'Read more',
  buttonAction: 'https://example.com/news',
  version: 'v7',
};

/** A Storage stand-in; `broken` throws as a browser with storage turned off does. */
function memoryStorage(broken = false) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => {
      if (broken) throw new DOMException('denied', 'SecurityError');
      return items.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (broken) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}

describe('popupToShow', () => {
  it('shows a popup whose version this browser has not shown', () => {
    expect(popupToShow(popup, null)).toBe(popup);
    expect(popupToShow(popup, 'v6')).toBe(popup);
  });

  it('does not show the version already shown, nor when there is no popup', () => {
    expect(popupToShow(popup, 'v7')).toBeNull();
    expect(popupToShow(null, null)).toBeNull();
    expect(popupToShow(undefined, 'v7')).toBeNull();
  });

  it('does not show a popup without a version (it could never be marked seen)', () => {
    expect(popupToShow({ ...popup, version: '' }, null)).toBeNull();
  });
});

describe('the seen version', () => {
  it('is remembered under sagpan.popup.seen, the newest one only', () => {
    const storage = memoryStorage();
    expect(seenPopupVersion(storage)).toBeNull();
    markPopupSeen('v7', storage);
    expect(storage.items.get(POPUP_SEEN_KEY)).toBe('v7');
    expect(seenPopupVersion(storage)).toBe('v7');
    markPopupSeen('v8', storage);
    expect(seenPopupVersion(storage)).toBe('v8');
  });

  it('is simply unknown where storage refuses, so the popup shows rather than the page failing', () => {
    const storage = memoryStorage(true);
    expect(() => markPopupSeen('v7', storage)).not.toThrow();
    expect(seenPopupVersion(storage)).toBeNull();
    expect(seenPopupVersion(null)).toBeNull();
  });

  it('uses the browser localStorage by default', () => {
    localStorage.removeItem(POPUP_SEEN_KEY);
    markPopupSeen('v9');
    expect(localStorage.getItem(POPUP_SEEN_KEY)).toBe('v9');
    expect(seenPopupVersion()).toBe('v9');
    localStorage.removeItem(POPUP_SEEN_KEY);
  });
});

describe('safeButtonLink', () => {
  it.each(['https://example.com/news', 'https://sagpan.in/events?year=2026#diwali', '  https://example.com  '])(
    'opens the https address %j',
    (url) => {
      expect(safeButtonLink(url)).toBe(url.trim());
    },
  );

  it.each([
    'http://example.com',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<b>x</b>',
    '//example.com',
    'https://',
    'https:///path',
    'https://exa mple.com',
    'ftp://example.com',
    '',
  ])('refuses %j', (url) => {
    expect(safeButtonLink(url)).toBeNull();
  });
});
