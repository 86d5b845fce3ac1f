import { describe, expect, it, vi } from 'vitest';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';
import { handlePushMessage, readPushMessage, type PushMessageEffects } from './push-message';

const pushed = (payload: unknown) => ({ type: 'sagpan-push', payload });

function effects(): PushMessageEffects & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    updateStatus: vi.fn((s: ProfileStatus) => calls.push(`status ${ProfileStatus[s]}`)),
    refreshNotifications: vi.fn(() => calls.push('refresh')),
    goHome: vi.fn(() => calls.push('home')),
    signOut: vi.fn(() => calls.push('sign out')),
  };
}

describe('readPushMessage', () => {
  it('reads the payload the service worker hands on', () => {
    const base = { title: 'x', body: 'y', url: '/inbox' };
    expect(readPushMessage(pushed({ ...base, notifyType: 'Logout' }))).toEqual({ kind: 'logout' });
    expect(readPushMessage(pushed({ ...base, notifyType: 'Notification' }))).toEqual({ kind: 'notification' });
    expect(
      readPushMessage(pushed({ ...base, notifyType: 'ProfileStatus', profileStatus: ProfileStatus.Approved })),
    ).toEqual({ kind: 'status', profileStatus: ProfileStatus.Approved });
  });

  it('a status push without a known status only refreshes', () => {
    expect(readPushMessage(pushed({ notifyType: 'ProfileStatus', profileStatus: 42 }))).toEqual({
      kind: 'notification',
    });
  });

  it('ignores other messages', () => {
    expect(readPushMessage(null)).toEqual({ kind: 'unknown' });
    expect(readPushMessage('Logout')).toEqual({ kind: 'unknown' });
    expect(readPushMessage({ type: 'other', payload: { notifyType: 'Logout' } })).toEqual({ kind: 'unknown' });
    expect(readPushMessage({ type: 'sagpan-push' })).toEqual({ kind: 'unknown' });
    expect(readPushMessage(pushed({ notifyType: 'logout' }))).toEqual({ kind: 'unknown' });
  });
});

describe('handlePushMessage', () => {
  it('a logout signs this browser out and goes home', () => {
    const fx = effects();
    handlePushMessage({ kind: 'logout' }, fx, '/notification/list');
    expect(fx.calls).toEqual(['sign out', 'home']);
  });

  it('a status push updates the stored status, refreshes and re-routes, except in the wizard', () => {
    const fx = effects();
    handlePushMessage({ kind: 'status', profileStatus: ProfileStatus.Approved }, fx, '/profile');
    expect(fx.calls).toEqual(['status Approved', 'refresh', 'home']);
    const wizard = effects();
    handlePushMessage({ kind: 'status', profileStatus: ProfileStatus.Submitted }, wizard, '/create-profile/');
    expect(wizard.calls).toEqual(['status Submitted', 'refresh']);
  });

  it('a notification only refreshes: the member stays where they are', () => {
    const fx = effects();
    handlePushMessage({ kind: 'notification' }, fx, '/matches/detail/4');
    expect(fx.calls).toEqual(['refresh']);
  });

  it('anything else changes nothing', () => {
    const fx = effects();
    handlePushMessage({ kind: 'unknown' }, fx);
    expect(fx.calls).toEqual([]);
  });
});
