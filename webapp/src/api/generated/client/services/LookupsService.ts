/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AnnualIncomeList } from '../models/AnnualIncomeList';
import type { CityList } from '../models/CityList';
import type { CommunityList } from '../models/CommunityList';
import type { ContactTopicList } from '../models/ContactTopicList';
import type { CountryList } from '../models/CountryList';
import type { DistrictList } from '../models/DistrictList';
import type { EducationList } from '../models/EducationList';
import type { GolList } from '../models/GolList';
import type { HeightList } from '../models/HeightList';
import type { NotificationTypeList } from '../models/NotificationTypeList';
import type { OccupationList } from '../models/OccupationList';
import type { RequestTypeList } from '../models/RequestTypeList';
import type { StateList } from '../models/StateList';
import type { TalukaList } from '../models/TalukaList';
import type { VillageList } from '../models/VillageList';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class LookupsService {
    /**
     * Communities
     * The two parent communities (1 Kadva Patidar, 2 Leva Patidar) first, then each one's sub-communities in the
     * list's own order, which ends with that community's "Other".
     * @returns CommunityList The list, names in the request's language.
     * @throws ApiError
     */
    public static getCommunities({
        acceptLanguage,
        ifNoneMatch,
    }: {
        acceptLanguage?: string,
        ifNoneMatch?: string,
    }): CancelablePromise<CommunityList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Community/Name',
            headers: {
                'Accept-Language': acceptLanguage,
                'If-None-Match': ifNoneMatch,
            },
            errors: {
                304: `The client's copy (If-None-Match) is current.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Gols
     * The village marriage circles (gol) of each parent community: Kadva Patidar's (1), then Leva Patidar's (2), each
     * ending with its "other"; last "no gol" and "don't know", which have no parent and are offered to everyone.
     * @returns GolList The list, names in the request's language.
     * @throws ApiError
     */
    public static getGols({
        acceptLanguage,
        ifNoneMatch,
    }: {
        acceptLanguage?: string,
        ifNoneMatch?: string,
    }): CancelablePromise<GolList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Gol/Name',
            headers: {
                'Accept-Language': acceptLanguage,
                'If-None-Match': ifNoneMatch,
            },
            errors: {
                304: `The client's copy (If-None-Match) is current.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Heights
     * Every inch from 4 ft 5 in (134 cm) to 7 ft (213 cm), shortest first.
     * @returns HeightList The list, names in the request's language.
     * @throws ApiError
     */
    public static getHeights({
        acceptLanguage,
        ifNoneMatch,
    }: {
        acceptLanguage?: string,
        ifNoneMatch?: string,
    }): CancelablePromise<HeightList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Height/Name',
            headers: {
                'Accept-Language': acceptLanguage,
                'If-None-Match': ifNoneMatch,
            },
            errors: {
                304: `The client's copy (If-None-Match) is current.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Occupations
     * All occupations, or those of one `OccupationType` (1 own, 2 mother's, 3 father's), by name.
     * @returns OccupationList The list, names in the request's language.
     * @throws ApiError
     */
    public static getOccupations({
        acceptLanguage,
        ifNoneMatch,
        occupationType,
    }: {
        acceptLanguage?: string,
        ifNoneMatch?: string,
        /**
         * 1 own, 2 mother's, 3 father's; all when absent.
         */
        occupationType?: number,
    }): CancelablePromise<OccupationList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Occupation/Name',
            headers: {
                'Accept-Language': acceptLanguage,
                'If-None-Match': ifNoneMatch,
            },
            query: {
                'OccupationType': occupationType,
            },
            errors: {
                304: `The client's copy (If-None-Match) is current.`,
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                404: `Not found, or not visible to this member.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Countries
     * Every country with its dialing code and ISO code, by name. India is id 92.
     * @returns CountryList The list, names in the request's language.
     * @throws ApiError
     */
    public static getCountries({
        acceptLanguage,
        ifNoneMatch,
    }: {
        acceptLanguage?: string,
        ifNoneMatch?: string,
    }): CancelablePromise<CountryList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Country/Name',
            headers: {
                'Accept-Language': acceptLanguage,
                'If-None-Match': ifNoneMatch,
            },
            errors: {
                304: `The client's copy (If-None-Match) is current.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * States of a country
     * The states, provinces or union territories of `CountryId`, by name; 404 for an unknown country.
     * @returns StateList The list, names in the request's language.
     * @throws ApiError
     */
    public static getStates({
        countryId,
        acceptLanguage,
        ifNoneMatch,
    }: {
        /**
         * The country's id (India is 92).
         */
        countryId: number,
        acceptLanguage?: string,
        ifNoneMatch?: string,
    }): CancelablePromise<StateList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/State/Name',
            headers: {
                'Accept-Language': acceptLanguage,
                'If-None-Match': ifNoneMatch,
            },
            query: {
                'CountryId': countryId,
            },
            errors: {
                304: `The client's copy (If-None-Match) is current.`,
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                404: `Not found, or not visible to this member.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Cities of a state
     * The cities of `StateId`, by name; 404 for an unknown state.
     * @returns CityList The list, names in the request's language.
     * @throws ApiError
     */
    public static getCities({
        stateId,
        acceptLanguage,
        ifNoneMatch,
    }: {
        /**
         * The state's id.
         */
        stateId: number,
        acceptLanguage?: string,
        ifNoneMatch?: string,
    }): CancelablePromise<CityList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/City/Name',
            headers: {
                'Accept-Language': acceptLanguage,
                'If-None-Match': ifNoneMatch,
            },
            query: {
                'StateId': stateId,
            },
            errors: {
                304: `The client's copy (If-None-Match) is current.`,
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                404: `Not found, or not visible to this member.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Districts of a state
     * The districts of `StateId` (Gujarat's are listed), by name; 404 for an unknown state.
     * @returns DistrictList The list, names in the request's language.
     * @throws ApiError
     */
    public static getDistricts({
        stateId,
        acceptLanguage,
        ifNoneMatch,
    }: {
        /**
         * The state's id.
         */
        stateId: number,
        acceptLanguage?: string,
        ifNoneMatch?: string,
    }): CancelablePromise<DistrictList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/District/Name',
            headers: {
                'Accept-Language': acceptLanguage,
                'If-None-Match': ifNoneMatch,
            },
            query: {
                'StateId': stateId,
            },
            errors: {
                304: `The client's copy (If-None-Match) is current.`,
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                404: `Not found, or not visible to this member.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Talukas of a district
     * The talukas of `DistrictId`, by name; 404 for an unknown district.
     * @returns TalukaList The list, names in the request's language.
     * @throws ApiError
     */
    public static getTalukas({
        districtId,
        acceptLanguage,
        ifNoneMatch,
    }: {
        /**
         * The district's id.
         */
        districtId: number,
        acceptLanguage?: string,
        ifNoneMatch?: string,
    }): CancelablePromise<TalukaList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Taluka/Name',
            headers: {
                'Accept-Language': acceptLanguage,
                'If-None-Match': ifNoneMatch,
            },
            query: {
                'DistrictId': districtId,
            },
            errors: {
                304: `The client's copy (If-None-Match) is current.`,
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                404: `Not found, or not visible to this member.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Villages
     * Gujarat's villages, by name: all of them, or those of one `TalukaId` (404 for an unknown taluka).
     * @returns VillageList The list, names in the request's language.
     * @throws ApiError
     */
    public static getVillages({
        acceptLanguage,
        ifNoneMatch,
        talukaId,
    }: {
        acceptLanguage?: string,
        ifNoneMatch?: string,
        /**
         * The taluka's id; all villages when absent.
         */
        talukaId?: number,
    }): CancelablePromise<VillageList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Village/Name',
            headers: {
                'Accept-Language': acceptLanguage,
                'If-None-Match': ifNoneMatch,
            },
            query: {
                'TalukaId': talukaId,
            },
            errors: {
                304: `The client's copy (If-None-Match) is current.`,
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                404: `Not found, or not visible to this member.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Educations
     * The degrees members list, by name.
     * @returns EducationList The list, names in the request's language.
     * @throws ApiError
     */
    public static getEducations({
        acceptLanguage,
        ifNoneMatch,
    }: {
        acceptLanguage?: string,
        ifNoneMatch?: string,
    }): CancelablePromise<EducationList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Education/Name',
            headers: {
                'Accept-Language': acceptLanguage,
                'If-None-Match': ifNoneMatch,
            },
            errors: {
                304: `The client's copy (If-None-Match) is current.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Annual incomes
     * Income brackets in rupees, lowest first: steps of 1 lakh to 10 lakh, of 5 lakh to 1 crore, then 1 crore and
     * above.
     * @returns AnnualIncomeList The list, names in the request's language.
     * @throws ApiError
     */
    public static getAnnualIncomes({
        acceptLanguage,
        ifNoneMatch,
    }: {
        acceptLanguage?: string,
        ifNoneMatch?: string,
    }): CancelablePromise<AnnualIncomeList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/AnnualIncome/Name',
            headers: {
                'Accept-Language': acceptLanguage,
                'If-None-Match': ifNoneMatch,
            },
            errors: {
                304: `The client's copy (If-None-Match) is current.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Notification types
     * The kinds of notification Sagpan sends, for the notification settings.
     * @returns NotificationTypeList The list, names in the request's language.
     * @throws ApiError
     */
    public static getNotificationTypes({
        acceptLanguage,
        ifNoneMatch,
    }: {
        acceptLanguage?: string,
        ifNoneMatch?: string,
    }): CancelablePromise<NotificationTypeList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/NotificationType/Name',
            headers: {
                'Accept-Language': acceptLanguage,
                'If-None-Match': ifNoneMatch,
            },
            errors: {
                304: `The client's copy (If-None-Match) is current.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Edit request types
     * The details a member cannot change directly and asks moderators to change instead.
     * @returns RequestTypeList The list, names in the request's language.
     * @throws ApiError
     */
    public static getRequestTypes({
        acceptLanguage,
        ifNoneMatch,
    }: {
        acceptLanguage?: string,
        ifNoneMatch?: string,
    }): CancelablePromise<RequestTypeList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Request/Name',
            headers: {
                'Accept-Language': acceptLanguage,
                'If-None-Match': ifNoneMatch,
            },
            errors: {
                304: `The client's copy (If-None-Match) is current.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Contact-form topics
     * The topics a visitor chooses from on the contact form (rule 34), in the list's order.
     * @returns ContactTopicList The list, names in the request's language.
     * @throws ApiError
     */
    public static getContactTopics({
        acceptLanguage,
        ifNoneMatch,
    }: {
        acceptLanguage?: string,
        ifNoneMatch?: string,
    }): CancelablePromise<ContactTopicList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Home/Name',
            headers: {
                'Accept-Language': acceptLanguage,
                'If-None-Match': ifNoneMatch,
            },
            errors: {
                304: `The client's copy (If-None-Match) is current.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
}
