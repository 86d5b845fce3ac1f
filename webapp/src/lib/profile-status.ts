import { ProfileStatus } from '../api/generated/rules/types/ProfileStatus';

/** The colour of each profile status wherever a badge shows it (the member's account page, the moderators' lists). */
export const STATUS_COLORS: Record<ProfileStatus, string> = {
  [ProfileStatus.Wizard]: 'gray',
  [ProfileStatus.Submitted]: 'blue',
  [ProfileStatus.ChangesRequested]: 'orange',
  [ProfileStatus.Approved]: 'green',
  [ProfileStatus.Deactivated]: 'gray',
  [ProfileStatus.Suspended]: 'red',
};
