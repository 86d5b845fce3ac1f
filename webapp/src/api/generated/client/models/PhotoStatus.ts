/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A photo as others may see it (rule 27): one added before approval is reviewed with the profile and is
 * `approved` with it; one added after approval is `pending` until a moderator approves it. A declined photo is
 * deleted.
 */
export type PhotoStatus = 'pending' | 'approved';
