/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * What a family manager may do on the profile they look after (rule 46). `view` opens the matches, the member
 * details, the inbox and the notifications; `requests` sends, answers and withdraws connection requests (and
 * includes `view`); `edit` changes the profile, its photos and the partner preferences.
 */
export type FamilyRight = 'view' | 'requests' | 'edit';
