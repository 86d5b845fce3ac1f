/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * An identity document a member may show a moderator (rule 44). Only the type is kept after the decision.
 */
export type DocumentType = 'aadhaar' | 'pan' | 'passport' | 'driving_licence' | 'voter_id';
