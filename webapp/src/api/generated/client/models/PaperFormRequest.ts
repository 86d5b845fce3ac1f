/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { EventRegisterRequest } from './EventRegisterRequest';
import type { ProfileCreator } from './ProfileCreator';
/**
 * `POST /api/Admin/Events/{eventId}/PaperForms`: a family that is not online, from the paper form it filled. The
 * names, gender and birth date are the person's; the e-mail and mobile are the family's, who may sign in with them
 * later (through "Forgot password"). The rest of the profile is entered in the wizard, acting for it.
 */
export type PaperFormRequest = {
    /**
     * A person's name: letters of any script, single spaces, ' . - between them.
     */
    firstName: string;
    /**
     * A person's name: letters of any script, single spaces, ' . - between them.
     */
    lastName: string;
    /**
     * true male (a groom), false female (a bride).
     */
    gender: boolean;
    /**
     * `YYYY-MM-DD`; at least 18 today (India time).
     */
    birthDate: string;
    /**
     * Who in the family filled the form and looks after the profile: `father`, `mother`, `brother`, `sister`, a
     * `relative` or a `friend` (never `self`: the person's own consent comes after).
     */
    createdBy: ProfileCreator;
    /**
     * The family's address: the account signs in with it.
     */
    email: string;
    /**
     * A country dialling code such as +91.
     */
    countryCode: string;
    /**
     * Digits only: 6 to 15, and at least 10 for +91.
     */
    phoneNumber: string;
    /**
     * The family's language for e-mails and the booklet's texts about them; the request's when absent.
     */
    language?: 'gu' | 'en' | null;
    /**
     * What the booklet may show, as the form chose.
     */
    booklet: EventRegisterRequest;
};

