/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ConnectQuota } from './ConnectQuota';
import type { OwnEditRequest } from './OwnEditRequest';
import type { OwnPhoto } from './OwnPhoto';
import type { PhotoVisibility } from './PhotoVisibility';
import type { ProfileStatus } from './ProfileStatus';
/**
 * Everything the wizard has saved, to resume at `wizardStep + 1`.
 */
export type MemberDetail = {
    id: number;
    profileId: string;
    profileStatus: ProfileStatus;
    /**
     * The last step saved: 0 none, 1 personal, 2 family, 3 professional, 4 photo.
     */
    wizardStep: number;
    firstName: string;
    lastName: string;
    communityId?: number;
    parentCommunityId?: number;
    maritalStatus?: number;
    anyDisability?: boolean;
    disability?: string;
    heightId?: number;
    weight?: number;
    /**
     * `YYYY-MM-DD`.
     */
    birthDate?: string;
    gender?: boolean;
    sunSign?: number;
    bloodGroup?: string;
    motherTongue?: number;
    hobbies?: Array<string>;
    fatherName?: string;
    fatherOccupationId?: number;
    motherName?: string;
    motherOccupationId?: number;
    familyType?: number;
    familyAnnualIncomeId?: number;
    noOfBrother?: number;
    noOfSister?: number;
    marriedBrothers?: number;
    marriedSisters?: number;
    familyLocation?: string;
    familyName?: string;
    nativePlace?: string;
    nativeDistrict?: string;
    nativeTaluko?: string;
    mosad?: string;
    parentPhone1?: string;
    parentPhone1Code?: string;
    parentPhone1IsWhatApps?: boolean;
    parentPhone2?: string;
    parentPhone2Code?: string;
    parentPhone2IsWhatApps?: boolean;
    countryId?: number;
    stateId?: number;
    /**
     * The state's name in the request's language.
     */
    state?: string;
    city?: string;
    isNRI?: boolean;
    visaType?: number;
    educationId?: number;
    educationDetails?: string;
    occupationId?: number;
    occupationDetails?: string;
    annualIncomeId?: number;
    about?: string;
    college?: string;
    workingAs?: string;
    employer?: string;
    expectation?: string;
    /**
     * A signed URL of the profile photo (valid about an hour).
     */
    profileImage?: string;
    /**
     * The moderator's reason, while changes are requested (2) or the profile is suspended (5).
     */
    statusReason?: string;
    /**
     * `GET /api/Profile` only: every photo of the member's, default first.
     */
    photos?: Array<OwnPhoto>;
    /**
     * `GET /api/Profile` only: who sees the photos unblurred.
     */
    photoVisibility?: PhotoVisibility;
    /**
     * `GET /api/Profile` only: the member's latest edit requests, newest first.
     */
    editRequests?: Array<OwnEditRequest>;
    /**
     * `GET /api/Profile` only: how much of the profile is filled in, 0 to 100 (every field of the four tabs, an
     * approved photo and partner preferences).
     */
    completeness?: number;
    /**
     * `GET /api/Profile` only, for an approved member: the connect quota (DECISIONS.md 29).
     */
    connectQuota?: ConnectQuota;
};

