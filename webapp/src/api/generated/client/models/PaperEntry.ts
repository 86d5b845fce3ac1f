/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CheckState } from './CheckState';
import type { PaperStage } from './PaperStage';
/**
 * Where a registrant entered from a paper form stands (rule 49).
 */
export type PaperEntry = {
    stage: PaperStage;
    /**
     * The profile's member id, for the volunteer who entered it while they may still act for it
     * (`POST /api/Family/Switch`) and send the signed consent: until the person's consent.
     */
    memberId?: number | null;
    /**
     * The person consented (by code, or on paper as a moderator accepted).
     */
    consented: boolean;
    /**
     * The latest photo of a signed paper consent the volunteer sent, and what became of it.
     */
    consentCheck?: CheckState | null;
};

