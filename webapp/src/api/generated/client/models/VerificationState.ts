/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Badge } from './Badge';
import type { CheckState } from './CheckState';
import type { PhoneState } from './PhoneState';
import type { VouchOffer } from './VouchOffer';
/**
 * `GET /api/Verification`: the member's badges and the ones they can still earn.
 */
export type VerificationState = {
    badges: Array<Badge>;
    /**
     * What the member can do next, in the order the app offers it.
     */
    next: Array<Badge>;
    phone: PhoneState;
    /**
     * The latest identity document sent, if any.
     */
    document?: CheckState | null;
    /**
     * The latest verification photo sent, if any.
     */
    selfie?: CheckState | null;
    /**
     * The village (or gol) of the `samaj` badge, in the request's language, when the member has it.
     */
    samajPlace?: string | null;
    /**
     * Samaj volunteers' words for the member: those waiting for an answer, then those accepted.
     */
    vouches: Array<VouchOffer>;
    /**
     * The member is a samaj volunteer appointed by the moderators: the app links the volunteer page.
     */
    isVolunteer: boolean;
};

