/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type NotificationItem = {
    id: number;
    title: string;
    body: string;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    createdOn: string;
    read: boolean;
    /**
     * The web app's page that opens the notification's subject (a path such as `/ticket/12`,
     * `/matches/detail/51`, `/inbox?tab=received`): opening the notification goes there (rule 31).
     */
    link: string;
};

