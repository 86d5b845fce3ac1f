/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Where a check stands (rule 44): waiting for a moderator, then approved or refused; one left undecided for
 * [`crate::limits::CHECK_UNDECIDED_DAYS`] days expires. The image is kept only while it waits.
 */
export type CheckStatus = 'pending' | 'approved' | 'refused' | 'expired';
