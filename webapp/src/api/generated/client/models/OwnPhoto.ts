/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PhotoStatus } from './PhotoStatus';
/**
 * One of the member's own photos.
 */
export type OwnPhoto = {
    photoId: number;
    /**
     * A signed URL of the medium size (480×640), valid about two hours.
     */
    url: string;
    /**
     * A signed URL of the large size (900×1200).
     */
    largeUrl: string;
    /**
     * The card photo.
     */
    isDefault: boolean;
    /**
     * `pending` until a moderator approves a photo added after approval; others see only approved photos.
     */
    status: PhotoStatus;
    /**
     * It becomes the default once approved.
     */
    pendingDefault: boolean;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    createdOn: string;
    /**
     * Translated, for a toast (answers of an upload).
     */
    message?: string | null;
};

