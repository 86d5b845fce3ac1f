/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The web popup as moderators write it, in both languages.
 */
export type PopupEdit = {
    /**
     * The topic of a support ticket or contact enquiry.
     */
    titleGu: string;
    /**
     * The topic of a support ticket or contact enquiry.
     */
    titleEn: string;
    /**
     * The text of the web popup.
     */
    bodyGu: string;
    /**
     * The text of the web popup.
     */
    bodyEn: string;
    /**
     * The text of the popup's button.
     */
    buttonTextGu: string;
    /**
     * The text of the popup's button.
     */
    buttonTextEn: string;
    /**
     * A web address starting with https://.
     */
    buttonAction: string;
};

