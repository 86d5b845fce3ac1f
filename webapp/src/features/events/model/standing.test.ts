import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { EventView } from '../../../api/generated/client';
import { testI18n } from '../../../testing/render';
import { registrationActions, standingLabel, type StandingOf } from './standing';

const tr = (d: MessageDescriptor) => testI18n._(d);

const registration: NonNullable<EventView['registration']> = {
  eventNumber: 12,
  showPhoto: true,
  contact: 'desk',
  showIncome: false,
  registeredOn: '2026-12-02T10:00:00Z',
};

const of = (standing: StandingOf['standing'], withRegistration = false): StandingOf => ({
  standing,
  opensOn: '2026-12-01',
  registration: withRegistration ? registration : undefined,
});

describe('standingLabel', () => {
  it('says where the member stands, in words', () => {
    expect(tr(standingLabel(of('registered', true), 'en'))).toBe('Registered, number 12');
    expect(tr(standingLabel(of('open'), 'en'))).toBe('Registration open');
    expect(tr(standingLabel(of('not_yet_open'), 'en'))).toMatch(/^Opens on .*1.*Dec.*2026/);
    expect(tr(standingLabel(of('closed'), 'en'))).toBe('Registration closed');
    expect(tr(standingLabel(of('full'), 'en'))).toBe('Full');
    expect(tr(standingLabel(of('not_eligible'), 'en'))).toBe('Not for your profile');
    expect(tr(standingLabel(of('cancelled', true), 'en'))).toBe('Cancelled');
  });

  it('says "Registered" without a number should the registration be missing', () => {
    expect(tr(standingLabel(of('registered'), 'en'))).toBe('Registered');
  });
});

describe('registrationActions', () => {
  const event = (standing: EventView['standing']) => ({ standing, opensOn: '2026-12-01', closesOn: '2026-12-15' });
  const none = { register: false, save: false, withdraw: false };

  it('offers Register only while registration is open to the member', () => {
    expect(registrationActions(event('open'), '2026-12-05')).toEqual({ register: true, save: false, withdraw: false });
    for (const standing of ['not_yet_open', 'closed', 'full', 'not_eligible', 'cancelled'] as const) {
      expect(registrationActions(event(standing), '2026-12-05')).toEqual(none);
    }
  });

  it('lets a registrant change the choices and withdraw until registration closes, not after', () => {
    const both = { register: false, save: true, withdraw: true };
    expect(registrationActions(event('registered'), '2026-12-01')).toEqual(both);
    expect(registrationActions(event('registered'), '2026-12-15')).toEqual(both);
    expect(registrationActions(event('registered'), '2026-12-16')).toEqual(none);
  });
});
