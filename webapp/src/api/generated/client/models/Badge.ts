/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A proof a member has given about themselves, shown as a badge (rule 44): `phone`, the mobile number confirmed
 * by a code sent to it by SMS; `id`, an identity document a moderator compared with the profile; `photo`, a
 * photo taken in a pose the server chose, which a moderator compared with the profile photos; `samaj`, a samaj
 * volunteer of the member's village knows the family and said so, and the member accepted it (rule 45).
 */
export type Badge = 'phone' | 'id' | 'photo' | 'samaj';
