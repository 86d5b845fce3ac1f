/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Badge } from './Badge';
import type { CardConnection } from './CardConnection';
import type { LastActive } from './LastActive';
import type { MatchExplanation } from './MatchExplanation';
import type { MemberDetail } from './MemberDetail';
import type { MemberPhoto } from './MemberPhoto';
/**
 * Another member's detail (`GET /api/Match/MemberDetails/{id}`).
 */
export type MatchDetail = {
    memberId: number;
    /**
     * The member's sections, as others see them: the parents' phones only to an accepted connection; never an
     * e-mail address or a mobile number of the member.
     */
    profile: MemberDetail;
    age: number;
    /**
     * Approved photos, the default first.
     */
    photos: Array<MemberPhoto>;
    photoBlurred: boolean;
    /**
     * What the member has verified (rule 44), as on their card.
     */
    badges: Array<Badge>;
    /**
     * With the `samaj` badge: the village (or gol) it was given in, in the request's language.
     */
    samajPlace?: string | null;
    /**
     * As on the card: who looks after the profile, said in the request's language; `null` when the person does
     * (`profile.createdBy` gives the value).
     */
    managedBy?: string | null;
    match: MatchExplanation;
    connection?: CardConnection | null;
    isShortlisted: boolean;
    /**
     * Always false here: a member blocked either way is not found (404); the blocked list of the inbox shows
     * them.
     */
    isBlocked: boolean;
    /**
     * The member has satapeta (sibling exchange) accepted.
     */
    satapeta: boolean;
    /**
     * As on the card (rule 47b).
     */
    lastActive?: LastActive | null;
    replyRate?: number | null;
};

