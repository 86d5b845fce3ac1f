/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type LoginRequest = {
    /**
     * The e-mail address or the phone number (digits, optionally with the dialing code).
     */
    username: string;
    /**
     * The member's current password.
     */
    password: string;
    captchaResponse?: string | null;
    /**
     * A Web Push subscription (JSON) for this device.
     */
    fcmToken?: string | null;
    ip?: string | null;
    location?: string | null;
    geoLocation?: string | null;
};

