import type { ChannelSetting, NotificationSettingsRequest, NotificationType } from '../../../api/generated/client';

/** The three ways a notification reaches the member. */
export const CHANNELS = ['app', 'email', 'push'] as const;
export type Channel = (typeof CHANNELS)[number];

/** One row of the settings: a notification type, its name, and its channels. */
export interface SettingRow extends ChannelSetting {
  name: string;
}

/**
 * The rows to show: every type the server lets the member choose, in the order of the type list, named from it. A
 * type the list does not know (yet) keeps its place after the others, under its number.
 */
export function settingRows(settings: readonly ChannelSetting[], types: readonly NotificationType[]): SettingRow[] {
  const order = new Map(types.map((type, index) => [type.id, index]));
  const name = (id: number) => types.find((type) => type.id === id)?.name ?? `#${id}`;
  return [...settings]
    .sort(
      (a, b) =>
        (order.get(a.notificationTypeId) ?? Number.MAX_SAFE_INTEGER) -
        (order.get(b.notificationTypeId) ?? Number.MAX_SAFE_INTEGER),
    )
    .map(({ notificationTypeId, app, email, push }) => ({
      notificationTypeId,
      app,
      email,
      push,
      name: name(notificationTypeId),
    }));
}

/** One channel of one type turned on or off. */
export function withChannel(rows: readonly SettingRow[], typeId: number, channel: Channel, on: boolean): SettingRow[] {
  return rows.map((row) => (row.notificationTypeId === typeId ? { ...row, [channel]: on } : row));
}

/** The body of POST /api/NotificationSetting: every row's channels, each type once. */
export function buildSettingsPayload(rows: readonly ChannelSetting[]): NotificationSettingsRequest {
  const seen = new Set<number>();
  const result: ChannelSetting[] = [];
  for (const { notificationTypeId, app, email, push } of rows) {
    if (seen.has(notificationTypeId)) continue;
    seen.add(notificationTypeId);
    result.push({ notificationTypeId, app, email, push });
  }
  return { result };
}

/** Whether the rows differ from the saved settings. */
export function settingsChanged(rows: readonly ChannelSetting[], saved: readonly ChannelSetting[]): boolean {
  const byId = new Map(saved.map((s) => [s.notificationTypeId, s]));
  return rows.some((row) => {
    const before = byId.get(row.notificationTypeId);
    return !before || CHANNELS.some((channel) => before[channel] !== row[channel]);
  });
}
