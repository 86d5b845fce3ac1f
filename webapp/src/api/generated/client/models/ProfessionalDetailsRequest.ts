/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Step 3, professional details.
 */
export type ProfessionalDetailsRequest = {
    id?: number | null;
    isNRI: boolean;
    /**
     * Shown and required only for NRI members; India (92) otherwise.
     */
    countryId?: number | null;
    /**
     * A state of the country (Gujarat by default).
     */
    stateId: number;
    /**
     * A place name: native place, district, taluka, mosad, family location.
     */
    city: string;
    /**
     * Required for NRI members: 1 citizenship, 2 permanent resident, 3 work permit, 4 study permit, 5 tourist,
     * 6 business.
     */
    visaType?: number | null;
    educationId: number;
    /**
     * A short detail: education, occupation, college, working as, employer, disability.
     */
    educationDetails?: string | null;
    /**
     * An occupation of type 1 (own).
     */
    occupationId: number;
    /**
     * A short detail: education, occupation, college, working as, employer, disability.
     */
    occupationDetails?: string | null;
    /**
     * Required for male members.
     */
    annualIncomeId?: number | null;
    /**
     * Free text about oneself or one's expectations (optional).
     */
    about?: string | null;
    /**
     * College attended (profile tab only).
     */
    college?: string | null;
    /**
     * Working as (profile tab only).
     */
    workingAs?: string | null;
    /**
     * Employer name or post (profile tab only).
     */
    employer?: string | null;
    /**
     * What the member expects of a partner (profile tab only).
     */
    expectation?: string | null;
};

