import { ProfileStatus } from '../../api/generated/rules/types/ProfileStatus';
import type { Role } from '../../api/generated/rules/types/Role';
import { isFamilyAccount, isModerator, isVolunteerAccount } from './roles';

/** The part of the signed-in user that decides which parts of the shell they see. */
export interface ShellSubject {
  profileStatus: ProfileStatus;
  role?: Role | string;
}

/**
 * A member's account: neither a moderator's nor a samaj volunteer's or family manager's of its own (docs/rules.md rules
 * 45 and 46), whose profile status says nothing (the server keeps them approved) and who have none of a member's pages.
 */
function isMemberAccount(user: ShellSubject): boolean {
  return !isModerator(user) && !isVolunteerAccount(user) && !isFamilyAccount(user);
}

/**
 * A member who has left the wizard: they have a profile page and notifications, whatever became of the profile since.
 * Moderators work in /admin and have neither; a volunteer's own account has the volunteer page only; a member still in
 * the wizard has only the wizard.
 */
export function hasMemberArea(user: ShellSubject): boolean {
  return isMemberAccount(user) && user.profileStatus !== ProfileStatus.Wizard;
}

/** An approved member (profileStatus 3): the full menu, matches, shortlist and activities. */
export function isApprovedMember(user: ShellSubject): boolean {
  return isMemberAccount(user) && user.profileStatus === ProfileStatus.Approved;
}
