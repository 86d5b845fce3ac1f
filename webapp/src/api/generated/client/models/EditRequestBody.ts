/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A change asked of the moderators.
 */
export type EditRequestBody = {
    /**
     * A request type of `GET /api/Request/Name`: 1 first name, 2 surname, 3 date of birth (`YYYY-MM-DD`, 18 or
     * more), 4 gender (`male` or `female`), 5 other.
     */
    requestTypeId: number;
    /**
     * The value as the member sees it now; the server records the value it holds.
     */
    currentValue?: string | null;
    /**
     * The new value asked for in an edit request.
     */
    newValue: string;
    /**
     * Why the change is needed.
     */
    note: string;
};

