/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { VouchStatus } from './VouchStatus';
/**
 * A member of the villages a volunteer serves, as the volunteer's list shows them: what any member sees on a
 * card, less (no photo, no contacts), with the father's name by which the samaj knows a family (rule 45).
 */
export type VillageMember = {
    memberId: number;
    profileId: string;
    firstName: string;
    lastName: string;
    fatherName?: string | null;
    age: number;
    /**
     * A groom (true) or a bride (false).
     */
    male: boolean;
    /**
     * The native village, or else the gol, in the request's language.
     */
    place?: string | null;
    /**
     * The volunteer's own word for this member, if they gave one: `offered`, `accepted`, `declined` or
     * `withdrawn`.
     */
    myVouch?: VouchStatus | null;
};

