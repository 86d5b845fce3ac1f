/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The answer to a paper form: the registrant, and the profile the volunteer now enters in the wizard.
 */
export type PaperFormAnswer = {
    memberId: number;
    profileId: string;
    eventNumber: number;
};

