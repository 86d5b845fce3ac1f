/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A part of the profile that families look at first and that is still empty (rule 53), in the order the
 * completeness meter names them.
 */
export type ProfileGap = 'photo' | 'education' | 'family' | 'native_place' | 'gol' | 'lifestyle' | 'about' | 'preferences';
