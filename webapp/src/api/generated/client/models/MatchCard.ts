/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Badge } from './Badge';
import type { CardConnection } from './CardConnection';
import type { LastActive } from './LastActive';
import type { MatchExplanation } from './MatchExplanation';
import type { ProfileCreator } from './ProfileCreator';
/**
 * A member as every list shows them.
 */
export type MatchCard = {
    memberId: number;
    profileId: string;
    firstName: string;
    lastName: string;
    age: number;
    /**
     * Names in the request's language; `null` when the profile does not say.
     */
    height?: string | null;
    city?: string | null;
    education?: string | null;
    occupation?: string | null;
    community?: string | null;
    /**
     * 1 never married, 2 widowed, 3 divorced, 4 awaiting divorce.
     */
    maritalStatus?: number | null;
    /**
     * A signed, short-lived URL of the card photo; `null` when there is none.
     */
    photoUrl?: string | null;
    /**
     * The member shows their photos only to accepted connections: `photoUrl` is a blurred image.
     */
    photoBlurred: boolean;
    /**
     * What the member has verified (rule 44): `phone`, their number confirmed by a code texted to it; `id`, an
     * identity document a moderator checked; `photo`, a live pose compared with the photos; `samaj`, a samaj
     * volunteer's word (rule 45). Never the number or the document itself.
     */
    badges: Array<Badge>;
    /**
     * With the `samaj` badge: the village (or gol) it was given in, in the request's language.
     */
    samajPlace?: string | null;
    /**
     * Who created and looks after the profile (rule 46).
     */
    createdBy: ProfileCreator;
    /**
     * When someone else looks after it, said in the request's language ("Profile managed by her father");
     * `null` when the person does.
     */
    managedBy?: string | null;
    isShortlisted: boolean;
    connection?: CardConnection | null;
    match: MatchExplanation;
    /**
     * The member misses one of the caller's core preferences (age, height, marital status, community): the lists
     * ranked by fit show them after those who fit, and the card says so quietly (rule 41).
     */
    outsidePreferences: boolean;
    /**
     * Visitor and recently viewed cards: the last visit and how many there were.
     */
    lastVisitedOn?: string | null;
    visitCount?: number | null;
    /**
     * When the member was last active (rule 47b): absent after three months of absence, or when they hide it.
     */
    lastActive?: LastActive | null;
    /**
     * The share (0 to 100) of requests the member replied to, of those received over the last 180 days and at
     * least 3 days ago; absent until 5 count.
     */
    replyRate?: number | null;
    /**
     * The member deleted their account (rule 37): the inbox keeps the entry, named "Deleted member", with
     * nothing else of theirs.
     */
    deleted: boolean;
};

