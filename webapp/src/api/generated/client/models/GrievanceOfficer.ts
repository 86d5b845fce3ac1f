/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * `GET /api/Home/Grievance`: who takes complaints, and how soon they answer (rule 44).
 */
export type GrievanceOfficer = {
    /**
     * The officer's name; absent when the settings name none.
     */
    name?: string | null;
    /**
     * Where complaints go: the officer's address, else the support address.
     */
    email?: string | null;
    phone?: string | null;
    /**
     * Every complaint is acknowledged within this many hours.
     */
    acknowledgeHours: number;
    /**
     * And resolved within this many days.
     */
    resolveDays: number;
};

