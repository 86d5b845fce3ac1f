/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SatapetaSibling } from './SatapetaSibling';
import type { SatapetaStatus } from './SatapetaStatus';
/**
 * The member's satapeta.
 */
export type SatapetaState = {
    status: SatapetaStatus;
    /**
     * The linked sibling, or the one the pending code went to.
     */
    sibling?: SatapetaSibling | null;
    /**
     * While pending: when the code stops working.
     */
    codeExpiresOn?: string | null;
    /**
     * A translated message for a toast, after a change.
     */
    message?: string | null;
};

