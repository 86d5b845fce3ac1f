/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PhotoVisibility } from './PhotoVisibility';
import type { ProfileCreator } from './ProfileCreator';
/**
 * Step 1, personal details (the wizard's step and the profile's Personal Details tab). Validated with today's date
 * (in India) from the server's clock. The fields after `gender` are the profile tab's: the wizard's call keeps them
 * as they are. In the profile tab, at status 3, the name, birth date and gender must be sent as they are: changing
 * them takes an edit request (`POST /api/MemberRequest`).
 */
export type PersonalDetailsRequest = {
    /**
     * The member's id; when sent it must be the signed-in member's.
     */
    id?: number | null;
    /**
     * The member's profile id; when sent it must be the signed-in member's.
     */
    profileId?: string | null;
    /**
     * A person's name: letters of any script, single spaces, ' . - between them.
     */
    firstName: string;
    /**
     * A person's name: letters of any script, single spaces, ' . - between them.
     */
    lastName: string;
    /**
     * A community of `GET /api/Community/Name` (a sub-community or a parent).
     */
    communityId?: number | null;
    /**
     * 1 Kadva Patidar, 2 Leva Patidar; required when no community is chosen.
     */
    parentCommunityId?: number | null;
    /**
     * 1 never married, 2 widowed, 3 divorced, 4 awaiting divorce.
     */
    maritalStatus: number;
    anyDisability: boolean;
    /**
     * Required when `anyDisability` is true.
     */
    disability?: string | null;
    /**
     * A height of `GET /api/Height/Name`.
     */
    heightId: number;
    /**
     * Kilograms.
     */
    weight?: number | null;
    /**
     * `YYYY-MM-DD`; the member must be at least 18 today (India time).
     */
    birthDate: string;
    /**
     * true male, false female.
     */
    gender: boolean;
    /**
     * 1 Aries to 12 Pisces.
     */
    sunSign?: number | null;
    /**
     * A blood group: A+, A-, B+, B-, O+, O-, AB+ or AB-.
     */
    bloodGroup?: 'A+' | 'A-' | 'B+' | 'B-' | 'O+' | 'O-' | 'AB+' | 'AB-' | null;
    /**
     * 1 to 15, Gujarati first.
     */
    motherTongue?: number | null;
    /**
     * Hobby keys (reading, music, ...), each once.
     */
    hobbies?: Array<'reading' | 'music' | 'singing' | 'dance' | 'cooking' | 'travel' | 'sports' | 'cricket' | 'yoga' | 'fitness' | 'movies' | 'art' | 'photography' | 'gardening' | 'social_service' | 'spirituality'> | null;
    /**
     * The horoscope (rule 50), each optional: the time of birth, `HH:MM` on the 24-hour clock.
     */
    birthTime?: string | null;
    /**
     * The place of birth, a city or village of the lists or as typed.
     */
    birthPlace?: string | null;
    /**
     * Moon sign (rashi): 1 Mesh to 12 Meen.
     */
    moonSign?: number | null;
    /**
     * Birth star (nakshatra): 1 Ashwini to 27 Revati.
     */
    nakshatra?: number | null;
    /**
     * 1 manglik, 2 not manglik, 3 partly, 4 don't know.
     */
    manglik?: number | null;
    /**
     * Who sees the horoscope: `all` approved members (the default) or accepted `connections` only.
     */
    horoscopeVisibility?: PhotoVisibility | null;
    /**
     * Who created and looks after the profile (rule 46): `self`, `father`, `mother`, `brother`, `sister`,
     * `relative` or `friend`; absent: as it was (as given at registration).
     */
    createdBy?: ProfileCreator | null;
};

