/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { NotificationKind } from './NotificationKind';
export type ExportNotification = {
    kind: NotificationKind;
    titleGu: string;
    titleEn: string;
    bodyGu: string;
    bodyEn: string;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    createdOn: string;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    readOn?: string | null;
};

