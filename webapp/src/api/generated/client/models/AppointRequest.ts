/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * `POST /api/Admin/Volunteer/Appoint`: a member (by profile id), or a new account of its own (e-mail and name), to
 * serve villages or a gol; appointing an appointed or withdrawn volunteer again sets their villages anew.
 */
export type AppointRequest = {
    /**
     * A member's profile id; or else `email`, `firstName` and `lastName` for an account of its own.
     */
    profileId?: string | null;
    /**
     * An e-mail address.
     */
    email?: string | null;
    /**
     * A person's name: letters of any script, single spaces, ' . - between them.
     */
    firstName?: string | null;
    /**
     * A person's name: letters of any script, single spaces, ' . - between them.
     */
    lastName?: string | null;
    /**
     * Village ids of the reference list `village`: at most 40.
     */
    villageIds: Array<number>;
    /**
     * A gol of the reference list `gol`. At least one village or a gol.
     */
    golId?: number | null;
};

