import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { messages } from '../../../locales/en/messages';
import {
  ACTION_LABELS,
  PROBLEM_HINTS,
  STATE_DESCRIPTIONS,
  STATE_LABELS,
  pushAction,
  pushState,
  type PushState,
} from './push-state';

describe('pushState', () => {
  it.each([
    [null, false, 'unsupported'],
    [null, true, 'unsupported'],
    ['denied', false, 'blocked'],
    ['denied', true, 'blocked'],
    ['default', false, 'off'],
    ['default', true, 'off'],
    ['granted', false, 'off'],
    ['granted', true, 'on'],
  ] as const)('permission %s, subscribed %s: %s', (permission, subscribed, state) => {
    expect(pushState(permission, subscribed)).toBe(state);
  });
});

describe('pushAction', () => {
  it('offers to turn on when off, to turn off when on, and nothing the member cannot change here', () => {
    expect(pushAction('off')).toBe('turn-on');
    expect(pushAction('on')).toBe('turn-off');
    expect(pushAction('blocked')).toBeNull();
    expect(pushAction('unsupported')).toBeNull();
  });
});

describe('labels', () => {
  // The English catalog may not hold new texts yet; the descriptors carry their source text in tests.
  const i18n = setupI18n({ locale: 'en', messages: { en: messages } });
  const states: PushState[] = ['on', 'off', 'blocked', 'unsupported'];

  it('names every state, describes it, and every action and problem has its words', () => {
    const texts = [
      ...states.map((s) => i18n._(STATE_LABELS[s])),
      ...states.map((s) => i18n._(STATE_DESCRIPTIONS[s])),
      ...Object.values(ACTION_LABELS).map((d) => i18n._(d)),
      ...Object.values(PROBLEM_HINTS).map((d) => i18n._(d)),
    ];
    expect(texts.every((text) => text.trim().length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
    expect(i18n._(STATE_LABELS.blocked)).toBe('Blocked by the browser');
    expect(i18n._(ACTION_LABELS['turn-on'])).toBe('Turn on');
  });
});
