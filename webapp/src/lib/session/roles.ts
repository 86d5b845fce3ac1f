import { ROLES } from '../../api/startup-rules';
import type { Role } from '../../api/generated/rules/types/Role';

/**
 * The shared crate's roles by name, so that code never writes a role as a string. The mapped type makes the compiler
 * check that each name holds its own role, whatever order `ROLES` lists them in.
 */
export const ROLE: { readonly [R in Role]: R } = {
  member: ROLES[0],
  moderator: ROLES[1],
  volunteer: ROLES[2],
  family: ROLES[3],
};

export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

/** Moderators work in /admin only and never appear as members. */
export function isModerator(subject: { role?: Role | string } | null | undefined): boolean {
  return subject?.role === ROLE.moderator;
}

/**
 * An account of its own with the volunteer role (docs/rules.md rule 45): a samaj volunteer who is not a member. It has
 * the volunteer page and its password only; a member appointed volunteer keeps the member role and is not one of these.
 */
export function isVolunteerAccount(subject: { role?: Role | string } | null | undefined): boolean {
  return subject?.role === ROLE.volunteer;
}

/**
 * An account of its own with the family role (docs/rules.md rule 46): a family member who looks after others' profiles
 * and has none. Signed in as itself it has the family page (the profiles it looks after) and its password only.
 */
export function isFamilyAccount(subject: { role?: Role | string } | null | undefined): boolean {
  return subject?.role === ROLE.family;
}

/** A sign-in acting for a profile as one of its family managers (rule 46): the user is the profile, `manager` says who. */
export function isActingManager(subject: { manager?: unknown } | null | undefined): boolean {
  return subject?.manager !== undefined && subject?.manager !== null;
}
