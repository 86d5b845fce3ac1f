import { describe, expect, it } from 'vitest';
import openapi from '../../../../../openapi.json';
import { choicesChanged, choicesOf, EVENT_PAGE_SIZE, eventPageCount } from './registration';

const registered = {
  registration: {
    eventNumber: 7,
    showPhoto: true,
    contact: 'family' as const,
    showIncome: false,
    registeredOn: '2026-12-02T10:00:00Z',
  },
};

describe('choicesOf', () => {
  it('starts a new registration from the most private choices', () => {
    expect(choicesOf({ registration: undefined })).toEqual({ showPhoto: false, contact: 'desk', showIncome: false });
    expect(choicesOf({ registration: null })).toEqual({ showPhoto: false, contact: 'desk', showIncome: false });
  });
  it('starts from the member’s own choices once registered', () => {
    expect(choicesOf(registered)).toEqual({ showPhoto: true, contact: 'family', showIncome: false });
  });
});

describe('choicesChanged', () => {
  it('is true only when a choice differs from the one registered', () => {
    expect(choicesChanged(registered, { showPhoto: true, contact: 'family', showIncome: false })).toBe(false);
    expect(choicesChanged(registered, { showPhoto: false, contact: 'family', showIncome: false })).toBe(true);
    expect(choicesChanged(registered, { showPhoto: true, contact: 'desk', showIncome: false })).toBe(true);
    expect(choicesChanged(registered, { showPhoto: true, contact: 'family', showIncome: true })).toBe(true);
    expect(choicesChanged({ registration: undefined }, { showPhoto: true, contact: 'family', showIncome: true })).toBe(
      false,
    );
  });
});

describe('eventPageCount', () => {
  it('counts pages of 20 events, at least one', () => {
    // The server's page size, not among the generated limits (yet): the API's contract says it in words.
    expect(openapi.paths['/api/Admin/Events'].get.description).toMatch(
      new RegExp(`\\b${EVENT_PAGE_SIZE} a page\\b`),
    );
    expect(eventPageCount(0)).toBe(1);
    expect(eventPageCount(20)).toBe(1);
    expect(eventPageCount(21)).toBe(2);
  });
});
