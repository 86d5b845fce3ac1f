import { describe, expect, it } from 'vitest';
import { routerSettled, SPLASH_MAX_MS, splashDone } from './splash-rule';

describe('splashDone', () => {
  it.each([
    // fetching, router settled, timed out, done
    [0, true, false, true],
    [1, true, false, false],
    [0, false, false, false],
    [3, false, false, false],
    [3, false, true, true],
    [0, false, true, true],
    [1, true, true, true],
  ])('fetching %i, router settled %s, timed out %s: done is %s', (fetching, settled, timedOut, done) => {
    expect(splashDone({ fetching, routerSettled: settled, timedOut })).toBe(done);
  });

  it('never waits longer than 3 seconds', () => {
    expect(SPLASH_MAX_MS).toBe(3_000);
  });
});

describe('routerSettled', () => {
  const location = { pathname: '/profile' };
  it.each([
    ['before its first load', { status: 'idle', isLoading: false, resolvedLocation: undefined }, false],
    ['while it loads the first page', { status: 'pending', isLoading: true, resolvedLocation: undefined }, false],
    ['once a page is shown', { status: 'idle', isLoading: false, resolvedLocation: location }, true],
    ['while it loads the next page', { status: 'pending', isLoading: true, resolvedLocation: location }, false],
    ['while the loaders still run', { status: 'idle', isLoading: true, resolvedLocation: location }, false],
  ] as const)('is %s: %s', (_when, state, settled) => {
    expect(routerSettled(state)).toBe(settled);
  });
});
