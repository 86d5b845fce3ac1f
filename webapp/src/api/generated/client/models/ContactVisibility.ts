/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * When a family contact is shown to a member connected with the profile (rule 46; never to anyone else, rule 10):
 * once connected (the default), once the member approves their request to see it, or never.
 */
export type ContactVisibility = 'accepted' | 'on_request' | 'never';
