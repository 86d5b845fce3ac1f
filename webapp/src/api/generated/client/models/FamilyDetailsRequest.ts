/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Step 2, lifestyle and family.
 */
export type FamilyDetailsRequest = {
    id?: number | null;
    /**
     * A person's name: letters of any script, single spaces, ' . - between them.
     */
    fatherName: string;
    /**
     * An occupation of type 3 (father's).
     */
    fatherOccupationId: number;
    /**
     * A person's name: letters of any script, single spaces, ' . - between them.
     */
    motherName?: string | null;
    /**
     * An occupation of type 2 (mother's); null when not given.
     */
    motherOccupationId?: number | null;
    /**
     * 1 joint, 2 nuclear.
     */
    familyType?: number | null;
    /**
     * An annual income of `GET /api/AnnualIncome/Name`; null when not given.
     */
    familyAnnualIncomeId?: number | null;
    /**
     * A number of brothers or sisters (or of married ones).
     */
    noOfBrother: number;
    /**
     * A number of brothers or sisters (or of married ones).
     */
    noOfSister: number;
    /**
     * A place name: native place, district, taluka, mosad, family location.
     */
    nativePlace: string;
    /**
     * A place name: native place, district, taluka, mosad, family location.
     */
    nativeDistrict: string;
    /**
     * A place name: native place, district, taluka, mosad, family location.
     */
    nativeTaluko: string;
    /**
     * The maternal family's place.
     */
    mosad?: string | null;
    /**
     * A country dialling code such as +91.
     */
    parentPhone1Code: string;
    /**
     * A mobile number without its country code: 6 to 15 digits (10 or more for +91).
     */
    parentPhone1: string;
    parentPhone1IsWhatApps?: boolean | null;
    /**
     * Required when `parentPhone2` is given.
     */
    parentPhone2Code?: string | null;
    /**
     * A mobile number without its country code: 6 to 15 digits (10 or more for +91).
     */
    parentPhone2?: string | null;
    parentPhone2IsWhatApps?: boolean | null;
    /**
     * How many of the brothers are married (profile tab only).
     */
    marriedBrothers?: number | null;
    /**
     * How many of the sisters are married (profile tab only).
     */
    marriedSisters?: number | null;
    /**
     * Where the family lives (profile tab only).
     */
    familyLocation?: string | null;
    /**
     * The family's name (profile tab only).
     */
    familyName?: string | null;
    /**
     * Lifestyle (rule 52), each optional: 1 vegetarian, 2 Jain, 3 eggetarian, 4 non-vegetarian.
     */
    diet?: number | null;
    /**
     * 1 never, 2 occasionally, 3 regularly.
     */
    smoking?: number | null;
    /**
     * 1 never, 2 occasionally, 3 regularly.
     */
    drinking?: number | null;
    /**
     * The gol (village marriage circle) of `GET /api/Gol/Name`: one of the member's parent community, or "no gol"
     * or "don't know".
     */
    golId?: number | null;
};

