/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { BookletContact } from './BookletContact';
/**
 * What a registrant lets the booklet show.
 */
export type EventRegisterRequest = {
    /**
     * The profile's main photo.
     */
    showPhoto: boolean;
    /**
     * `family`: the family's phone; `desk`: only the organisers' desk.
     */
    contact: BookletContact;
    /**
     * The annual income.
     */
    showIncome: boolean;
};

