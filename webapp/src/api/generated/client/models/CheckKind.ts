/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * What a moderator checks (rule 44): an identity document, or a photo in a given pose, for a badge; or the
 * photo of a signed paper form on which the person of a profile a volunteer entered consented to it (rule 49).
 */
export type CheckKind = 'id' | 'photo' | 'consent';
