/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A success story (rule 48): written and agreed by the two engaged members, then with the moderators, who publish
 * it on the home page or decline it.
 */
export type StoryStatus = 'drafting' | 'submitted' | 'published' | 'declined';
