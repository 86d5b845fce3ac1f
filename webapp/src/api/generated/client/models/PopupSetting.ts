/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The web popup in the request's language (document 001: title, body, buttonText, buttonAction). `version`
 * changes whenever moderators change the popup: the browser shows a version once.
 */
export type PopupSetting = {
    title: string;
    body: string;
    buttonText: string;
    /**
     * An `https` link, opened in a new tab.
     */
    buttonAction: string;
    version: string;
};

