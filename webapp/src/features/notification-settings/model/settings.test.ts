import { describe, expect, it } from 'vitest';
import type { ChannelSetting, NotificationType } from '../../../api/generated/client';
import { buildSettingsPayload, settingRows, settingsChanged, withChannel } from './settings';

const types: NotificationType[] = [
  { id: 1, otherName: '', key: 'profile_approved', name: 'Profile approved' },
  { id: 5, otherName: '', key: 'connection_request_received', name: 'Connection request received' },
  { id: 11, otherName: '', key: 'ticket_reply', name: 'Reply to your ticket' },
];

const settings: ChannelSetting[] = [
  { notificationTypeId: 11, app: true, email: false, push: true },
  { notificationTypeId: 1, app: true, email: true, push: false },
  { notificationTypeId: 99, app: false, email: false, push: false },
];

describe('settingRows', () => {
  it('names each type from the list, in the list order; an unknown type comes last under its number', () => {
    const rows = settingRows(settings, types);
    expect(rows.map((r) => [r.notificationTypeId, r.name])).toEqual([
      [1, 'Profile approved'],
      [11, 'Reply to your ticket'],
      [99, '#99'],
    ]);
    expect(rows[1]).toEqual({ notificationTypeId: 11, name: 'Reply to your ticket', app: true, email: false, push: true });
  });

  it('shows only the types the server lets the member choose', () => {
    expect(settingRows([], types)).toEqual([]);
  });
});

describe('buildSettingsPayload', () => {
  it('sends every row with its three channels, without the names', () => {
    const rows = withChannel(settingRows(settings, types), 11, 'email', true);
    expect(buildSettingsPayload(rows)).toEqual({
      result: [
        { notificationTypeId: 1, app: true, email: true, push: false },
        { notificationTypeId: 11, app: true, email: true, push: true },
        { notificationTypeId: 99, app: false, email: false, push: false },
      ],
    });
  });

  it('sends a type once', () => {
    const twice = [settings[0], { ...settings[0], app: false }] as ChannelSetting[];
    expect(buildSettingsPayload(twice).result).toEqual([settings[0]]);
  });
});

describe('settingsChanged', () => {
  it('tells a change of any channel from the saved settings', () => {
    const rows = settingRows(settings, types);
    expect(settingsChanged(rows, settings)).toBe(false);
    expect(settingsChanged(withChannel(rows, 1, 'push', true), settings)).toBe(true);
    expect(settingsChanged(withChannel(withChannel(rows, 1, 'push', true), 1, 'push', false), settings)).toBe(false);
  });
});
