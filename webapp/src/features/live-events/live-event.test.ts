import { describe, expect, it, vi } from 'vitest';
import { ProfileStatus } from '../../api/generated/rules/types/ProfileStatus';
import { handleLiveEvent, parseLiveEvent, reconnectDelay, type LiveEventEffects } from './live-event';

function effects(): LiveEventEffects & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    updateStatus: vi.fn((s: ProfileStatus) => calls.push(`status ${ProfileStatus[s]}`)),
    toast: vi.fn((title: string, body: string) => calls.push(`toast ${title}|${body}`)),
    refreshNotifications: vi.fn(() => calls.push('refresh')),
    refreshConnections: vi.fn(() => calls.push('refresh connections')),
    goHome: vi.fn(() => calls.push('home')),
    signOut: vi.fn(() => calls.push('sign out')),
  };
}

describe('parseLiveEvent', () => {
  it('reads a status change', () => {
    const data = {
      notifyType: 'ProfileStatus',
      profileStatus: ProfileStatus.ChangesRequested,
      title: 'Changes requested',
      body: 'Reason: x',
    };
    expect(parseLiveEvent(JSON.stringify(data))).toEqual({
      kind: 'status',
      profileStatus: ProfileStatus.ChangesRequested,
      title: 'Changes requested',
      body: 'Reason: x',
    });
  });
  it('reads a notification', () => {
    const data = { notifyType: 'Notification', title: 'Photo approved', body: 'Others can see it' };
    expect(parseLiveEvent(JSON.stringify(data))).toEqual({
      kind: 'notification',
      title: 'Photo approved',
      body: 'Others can see it',
    });
  });
  it('reads a connections change, whatever else it carries', () => {
    expect(parseLiveEvent('{"notifyType":"Connections"}')).toEqual({ kind: 'connections' });
    expect(parseLiveEvent('{"notifyType":"Connections","title":"x"}')).toEqual({ kind: 'connections' });
    expect(parseLiveEvent('{"notifyType":"connections"}')).toEqual({ kind: 'unknown' });
  });
  it('reads a logout', () => {
    expect(parseLiveEvent('{"notifyType":"Logout"}')).toEqual({ kind: 'logout' });
  });
  it('ignores anything else', () => {
    expect(parseLiveEvent('not json')).toEqual({ kind: 'unknown' });
    expect(parseLiveEvent('null')).toEqual({ kind: 'unknown' });
    expect(parseLiveEvent('{"notifyType":"ProfileStatus"}')).toEqual({ kind: 'unknown' });
    expect(parseLiveEvent(JSON.stringify({ notifyType: 'Other', profileStatus: ProfileStatus.Approved }))).toEqual({
      kind: 'unknown',
    });
    expect(parseLiveEvent(JSON.stringify({ notifyType: 'ProfileStatus', profileStatus: 9 }))).toEqual({
      kind: 'unknown',
    });
  });
});

describe('handleLiveEvent', () => {
  it('a status change updates the stored status, toasts, refreshes the notifications and re-routes', () => {
    const fx = effects();
    const event = { kind: 'status', profileStatus: ProfileStatus.Approved, title: 'Approved', body: 'Welcome' } as const;
    const open = handleLiveEvent(event, fx);
    expect(open).toBe(true);
    expect(fx.calls).toEqual(['status Approved', 'toast Approved|Welcome', 'refresh', 'home']);
    expect(fx.signOut).not.toHaveBeenCalled();
  });
  it('a status change without text shows no toast', () => {
    const fx = effects();
    handleLiveEvent({ kind: 'status', profileStatus: ProfileStatus.Submitted, title: '', body: '' }, fx);
    expect(fx.toast).not.toHaveBeenCalled();
    expect(fx.goHome).toHaveBeenCalledTimes(1);
  });
  it('the wizard is not re-routed when its own submission comes back as an event', () => {
    const fx = effects();
    const event = { kind: 'status', profileStatus: ProfileStatus.Submitted, title: 'Submitted', body: '' } as const;
    handleLiveEvent(event, fx, '/create-profile');
    expect(fx.calls).toEqual(['status Submitted', 'toast Submitted|', 'refresh']);
  });
  it('a notification toasts and refreshes, without re-routing', () => {
    const fx = effects();
    const open = handleLiveEvent({ kind: 'notification', title: 'Approved', body: 'Your photo' }, fx, '/profile');
    expect(open).toBe(true);
    expect(fx.calls).toEqual(['toast Approved|Your photo', 'refresh']);
  });
  it('a connections change refreshes the lists, inbox, quota and notifications, without a toast or re-routing', () => {
    const fx = effects();
    const open = handleLiveEvent({ kind: 'connections' }, fx, '/matches/detail/42');
    expect(open).toBe(true);
    expect(fx.calls).toEqual(['refresh connections']);
    expect(fx.toast).not.toHaveBeenCalled();
    expect(fx.goHome).not.toHaveBeenCalled();
    expect(fx.updateStatus).not.toHaveBeenCalled();
  });
  it('a logout signs out and closes the stream', () => {
    const fx = effects();
    expect(handleLiveEvent({ kind: 'logout' }, fx)).toBe(false);
    expect(fx.calls).toEqual(['sign out', 'home']);
    expect(fx.updateStatus).not.toHaveBeenCalled();
  });
  it('an unknown event changes nothing', () => {
    const fx = effects();
    expect(handleLiveEvent({ kind: 'unknown' }, fx)).toBe(true);
    expect(fx.calls).toEqual([]);
  });
});

describe('reconnectDelay', () => {
  it('backs off exponentially up to 30 seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});
