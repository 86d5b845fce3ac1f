import { ROLES } from '../../api/startup-rules';
import type { Role } from '../../api/generated/rules/types/Role';

/**
 * The shared crate's roles by name, so that code never writes a role as a string. The mapped type makes the compiler
 * check that each name holds its own role, whatever order `ROLES` lists them in.
 */
export const ROLE: { readonly [R in Role]: R } = { member: ROLES[0], moderator: ROLES[1] };

export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

/** Moderators work in /admin only and never appear as members. */
export function isModerator(subject: { role?: Role | string } | null | undefined): boolean {
  return subject?.role === ROLE.moderator;
}
