/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SignInAnswer } from './SignInAnswer';
/**
 * The answer to a consent: a message, and with `takeOver` the person's own sign-in.
 */
export type ConsentAnswer = {
    message: string;
    signIn?: SignInAnswer | null;
};

