/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ConnectQuota } from './ConnectQuota';
import type { OwnEditRequest } from './OwnEditRequest';
import type { OwnPhoto } from './OwnPhoto';
import type { PhotoVisibility } from './PhotoVisibility';
import type { ProfileCreator } from './ProfileCreator';
import type { ProfileGap } from './ProfileGap';
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
    /**
     * Who created and looks after the profile (rule 46).
     */
    createdBy: ProfileCreator;
    communityId?: number | null;
    parentCommunityId?: number | null;
    maritalStatus?: number | null;
    anyDisability?: boolean | null;
    disability?: string | null;
    heightId?: number | null;
    weight?: number | null;
    /**
     * `YYYY-MM-DD`.
     */
    birthDate?: string | null;
    gender?: boolean | null;
    sunSign?: number | null;
    bloodGroup?: string | null;
    motherTongue?: number | null;
    hobbies?: Array<string> | null;
    /**
     * The horoscope (rule 50): to another member only when its visibility lets them see it.
     */
    birthTime?: string | null;
    birthPlace?: string | null;
    moonSign?: number | null;
    nakshatra?: number | null;
    manglik?: number | null;
    /**
     * The member's own detail only: who sees the horoscope.
     */
    horoscopeVisibility?: PhotoVisibility | null;
    /**
     * Lifestyle (rule 52).
     */
    diet?: number | null;
    smoking?: number | null;
    drinking?: number | null;
    /**
     * The gol, and its name in the request's language.
     */
    golId?: number | null;
    gol?: string | null;
    fatherName?: string | null;
    fatherOccupationId?: number | null;
    motherName?: string | null;
    motherOccupationId?: number | null;
    familyType?: number | null;
    familyAnnualIncomeId?: number | null;
    noOfBrother?: number | null;
    noOfSister?: number | null;
    marriedBrothers?: number | null;
    marriedSisters?: number | null;
    familyLocation?: string | null;
    familyName?: string | null;
    nativePlace?: string | null;
    nativeDistrict?: string | null;
    nativeTaluko?: string | null;
    mosad?: string | null;
    parentPhone1?: string | null;
    parentPhone1Code?: string | null;
    parentPhone1IsWhatApps?: boolean | null;
    parentPhone2?: string | null;
    parentPhone2Code?: string | null;
    parentPhone2IsWhatApps?: boolean | null;
    countryId?: number | null;
    stateId?: number | null;
    /**
     * The state's name in the request's language.
     */
    state?: string | null;
    city?: string | null;
    isNRI?: boolean | null;
    visaType?: number | null;
    educationId?: number | null;
    educationDetails?: string | null;
    occupationId?: number | null;
    occupationDetails?: string | null;
    annualIncomeId?: number | null;
    about?: string | null;
    college?: string | null;
    workingAs?: string | null;
    employer?: string | null;
    expectation?: string | null;
    /**
     * A signed URL of the profile photo (valid about an hour).
     */
    profileImage?: string | null;
    /**
     * The moderator's reason, while changes are requested (2) or the profile is suspended (5).
     */
    statusReason?: string | null;
    /**
     * `GET /api/Profile` only: every photo of the member's, default first.
     */
    photos?: Array<OwnPhoto> | null;
    /**
     * `GET /api/Profile` only: who sees the photos unblurred.
     */
    photoVisibility?: PhotoVisibility | null;
    /**
     * `GET /api/Profile` only: the member's latest edit requests, newest first.
     */
    editRequests?: Array<OwnEditRequest> | null;
    /**
     * `GET /api/Profile` only: how much of the profile is filled in, 0 to 100 (every field of the four tabs, an
     * approved photo and partner preferences).
     */
    completeness?: number | null;
    /**
     * `GET /api/Profile` only: the empty parts families look at first, in that order, at most 3 (rule 53).
     */
    completenessGaps?: Array<ProfileGap> | null;
    /**
     * `GET /api/Profile` only, for an approved member: the connect quota (rule 29).
     */
    connectQuota?: ConnectQuota | null;
};

