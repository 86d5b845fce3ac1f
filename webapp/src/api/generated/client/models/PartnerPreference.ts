/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The saved preferences.
 */
export type PartnerPreference = {
    memberId: number;
    /**
     * Youngest age, 18 to 100.
     */
    ageFrom?: number;
    /**
     * Oldest age, 18 to 100, not below `ageFrom`.
     */
    ageTo?: number;
    /**
     * A height of `GET /api/Height/Name`.
     */
    heightFrom?: number;
    /**
     * A height of `GET /api/Height/Name`, not below `heightFrom`.
     */
    heightTo?: number;
    /**
     * An annual income of `GET /api/AnnualIncome/Name`.
     */
    annualIncomeFrom?: number;
    /**
     * An annual income of `GET /api/AnnualIncome/Name`, not below `annualIncomeFrom`.
     */
    annualIncomeTo?: number;
    /**
     * Communities of `GET /api/Community/Name` (a parent means all its sub-communities), at most 50.
     */
    communityIds?: Array<number>;
    /**
     * 1 never married, 2 widowed, 3 divorced, 4 awaiting divorce.
     */
    maritalStatuses?: Array<number>;
    educationIds?: Array<number>;
    /**
     * Occupations of type 1 (own).
     */
    occupationIds?: Array<number>;
    countryIds?: Array<number>;
    stateIds?: Array<number>;
    /**
     * Cities and villages of `GET /api/City/Name`.
     */
    cityIds?: Array<number>;
    /**
     * true: NRI members only; false: members in India only.
     */
    isNRI?: boolean;
    /**
     * true: members with a disability; false: members without.
     */
    anyDisability?: boolean;
    /**
     * true: members with satapeta (sibling exchange) accepted.
     */
    satapeta?: boolean;
    /**
     * When they were last saved; absent when never.
     */
    updatedOn?: string;
    /**
     * Translated, for a toast (answers of a save).
     */
    message?: string;
};

