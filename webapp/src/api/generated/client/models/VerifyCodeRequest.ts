/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type VerifyCodeRequest = {
    /**
     * An e-mail address.
     */
    email: string;
    /**
     * The six digits from the e-mail.
     */
    otp: string;
    fcmToken?: string | null;
    ip?: string | null;
    location?: string | null;
    geoLocation?: string | null;
};

