/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { FamilyRight } from './FamilyRight';
import type { InvitedRelation } from './InvitedRelation';
/**
 * `POST /api/Family/Invite`: a family member to look after the caller's profile.
 */
export type InviteRequest = {
    /**
     * Their e-mail address: the invitation and its code go there, and they sign in with it.
     */
    email: string;
    /**
     * Who they are to the caller.
     */
    relation: InvitedRelation;
    /**
     * What they may do: `view` (matches, details, inbox, notifications), `requests` (send, answer and withdraw
     * requests; includes `view`), `edit` (the profile, photos and partner preferences). At least one.
     */
    rights: Array<FamilyRight>;
};

