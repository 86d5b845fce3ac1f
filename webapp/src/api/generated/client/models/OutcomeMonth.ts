/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * One month of how connections went (rule 48): counts only, never who.
 */
export type OutcomeMonth = {
    /**
     * `YYYY-MM`.
     */
    month: string;
    /**
     * Requests accepted in the month.
     */
    connections: number;
    /**
     * Connections of which a side first said in the month that they met the family (or are engaged).
     */
    meetings: number;
    /**
     * Connections whose second "engaged" came in the month.
     */
    engagements: number;
};

