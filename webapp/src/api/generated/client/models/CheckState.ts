/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CheckStatus } from './CheckStatus';
import type { DocumentType } from './DocumentType';
import type { SelfiePose } from './SelfiePose';
/**
 * The member's latest identity document or verification photo sent to the moderators. The image itself is never
 * given back: it is kept only while the check waits.
 */
export type CheckState = {
    status: CheckStatus;
    /**
     * For an identity document: which one.
     */
    documentType?: DocumentType | null;
    /**
     * For a verification photo: the pose it was taken in.
     */
    pose?: SelfiePose | null;
    /**
     * A refusal's reason, from the moderator.
     */
    reason?: string | null;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    submittedOn: string;
    /**
     * When a moderator decided, or when it expired undecided.
     */
    decidedOn?: string | null;
};

