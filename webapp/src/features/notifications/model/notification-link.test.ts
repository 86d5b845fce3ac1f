import { describe, expect, it } from 'vitest';
import { notificationHref } from './notification-link';

describe('notificationHref', () => {
  it('keeps a path of this site, with its query', () => {
    expect(notificationHref('/ticket/12')).toBe('/ticket/12');
    expect(notificationHref('/inbox?tab=received')).toBe('/inbox?tab=received');
  });

  it('sends anything else to the notifications list', () => {
    for (const link of ['', null, undefined, 'https://example.com/', '//example.com/x', '/\\example.com', 'javascript:alert(1)']) {
      expect(notificationHref(link)).toBe('/notification/list');
    }
  });
});
