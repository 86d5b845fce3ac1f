/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The pose a verification photo is taken in (rule 44), chosen at random by the server so that an older photo
 * cannot serve.
 */
export type SelfiePose = 'hand_on_cheek' | 'thumbs_up' | 'two_fingers' | 'hand_on_head' | 'point_at_camera' | 'three_fingers';
