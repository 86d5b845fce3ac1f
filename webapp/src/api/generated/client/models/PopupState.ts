/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PopupEdit } from './PopupEdit';
/**
 * The popup being shown, for moderators: both languages, when and by whom it was set.
 */
export type PopupState = {
    popup?: PopupEdit | null;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    updatedOn?: string | null;
    /**
     * A confirmation to show after a change, in the request's language.
     */
    message?: string | null;
};

