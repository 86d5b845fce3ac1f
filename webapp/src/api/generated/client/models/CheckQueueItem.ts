/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CheckKind } from './CheckKind';
import type { DocumentType } from './DocumentType';
import type { SelfiePose } from './SelfiePose';
/**
 * An identity document or a verification photo awaiting a moderator, with what to compare it with.
 */
export type CheckQueueItem = {
    checkId: number;
    kind: CheckKind;
    documentType?: DocumentType | null;
    pose?: SelfiePose | null;
    memberId: number;
    profileId: string;
    firstName: string;
    lastName: string;
    /**
     * The profile's birth date, `YYYY-MM-DD`, to compare with the document's.
     */
    birthDate?: string | null;
    /**
     * A signed URL of the image, for this moderator, while the check waits.
     */
    imageUrl: string;
    /**
     * Signed URLs of the member's approved photos (medium size), profile photo first.
     */
    photos: Array<string>;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    submittedOn: string;
};

