/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MemberDetail } from './MemberDetail';
import type { StatusChangeItem } from './StatusChangeItem';
/**
 * A member as a moderator sees them: the whole profile, contact details, photos and status history.
 */
export type AdminMemberView = {
    profile: MemberDetail;
    email: string;
    countryCode: string;
    phone: string;
    emailConfirmed: boolean;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    createdAt: string;
    /**
     * Signed URLs of every photo, large size.
     */
    photos: Array<string>;
    history: Array<StatusChangeItem>;
};

