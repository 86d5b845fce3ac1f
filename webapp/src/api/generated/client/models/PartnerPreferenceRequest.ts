/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Badge } from './Badge';
import type { ProfileCreator } from './ProfileCreator';
/**
 * The member's partner preferences. Every field is optional: absent, null or an empty list means "any".
 */
export type PartnerPreferenceRequest = {
    /**
     * Youngest age, 18 to 100.
     */
    ageFrom?: number | null;
    /**
     * Oldest age, 18 to 100, not below `ageFrom`.
     */
    ageTo?: number | null;
    /**
     * A height of `GET /api/Height/Name`.
     */
    heightFrom?: number | null;
    /**
     * A height of `GET /api/Height/Name`, not below `heightFrom`.
     */
    heightTo?: number | null;
    /**
     * An annual income of `GET /api/AnnualIncome/Name`.
     */
    annualIncomeFrom?: number | null;
    /**
     * An annual income of `GET /api/AnnualIncome/Name`, not below `annualIncomeFrom`.
     */
    annualIncomeTo?: number | null;
    /**
     * Communities of `GET /api/Community/Name` (a parent means all its sub-communities), at most 50.
     */
    communityIds?: Array<number> | null;
    /**
     * 1 never married, 2 widowed, 3 divorced, 4 awaiting divorce.
     */
    maritalStatuses?: Array<number> | null;
    educationIds?: Array<number> | null;
    /**
     * Occupations of type 1 (own).
     */
    occupationIds?: Array<number> | null;
    countryIds?: Array<number> | null;
    stateIds?: Array<number> | null;
    /**
     * Cities and villages of `GET /api/City/Name`.
     */
    cityIds?: Array<number> | null;
    /**
     * true: NRI members only; false: members in India only.
     */
    isNRI?: boolean | null;
    /**
     * true: members with a disability; false: members without.
     */
    anyDisability?: boolean | null;
    /**
     * true: members with satapeta (sibling exchange) accepted.
     */
    satapeta?: boolean | null;
    /**
     * Diets (rule 52): 1 vegetarian, 2 Jain, 3 eggetarian, 4 non-vegetarian.
     */
    diets?: Array<number> | null;
    /**
     * Smoking: 1 never, 2 occasionally, 3 regularly.
     */
    smoking?: Array<number> | null;
    /**
     * Drinking: 1 never, 2 occasionally, 3 regularly.
     */
    drinking?: Array<number> | null;
    /**
     * Gols of `GET /api/Gol/Name`.
     */
    golIds?: Array<number> | null;
    /**
     * true: within the member's own gol (then `golIds` is not read); it says nothing while the member's own gol
     * is none, unknown or an "other".
     */
    withinMyGol?: boolean | null;
    /**
     * Manglik (rule 50; never set unless the member chooses it): 1 manglik, 2 not manglik, 3 partly, 4 don't
     * know. Only members who show their horoscope to every approved member can meet it.
     */
    mangliks?: Array<number> | null;
    /**
     * Verified members only (rule 44): the badges a partner must have, every one of them (`phone`, `id`,
     * `photo`). Absent or empty: any member.
     */
    verifiedOnly?: Array<Badge> | null;
    /**
     * Who looks after a partner's profile (rule 46), any of: `self`, `father`, `mother`, `brother`, `sister`,
     * `relative`, `friend`. Absent or empty: anyone.
     */
    createdBy?: Array<ProfileCreator> | null;
};

