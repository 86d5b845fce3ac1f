/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The member's privacy (rule 47).
 */
export type PrivacySettings = {
    /**
     * Absent from other members' lists, search and quick search; the detail opens only to members this member sent
     * a request to, accepted, or asked a question.
     */
    privateMode: boolean;
    /**
     * The member's visits are not shown to the members they visit (private mode hides them too).
     */
    browseInvisibly: boolean;
    /**
     * Others are not told when the member was last active (rule 47b).
     */
    hideLastActive: boolean;
    /**
     * The web app offers private mode: an approved woman who has not chosen yet.
     */
    offerPrivateMode: boolean;
};

