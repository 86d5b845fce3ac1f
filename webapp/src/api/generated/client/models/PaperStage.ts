/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Where a registrant a volunteer entered from a paper form stands (rule 49): the profile still being entered,
 * waiting for the person's consent, with the moderators, sent back for changes, approved (and so in the
 * booklet), or closed (suspended, deactivated or deleted).
 */
export type PaperStage = 'form' | 'consent' | 'review' | 'changes' | 'approved' | 'closed';
