/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The sender's answer to the receiver's question about their request (rule 47a), 1 to 500 characters.
 */
export type AnswerQuestionRequest = {
    requestId: number;
    /**
     * A note: edit-request note, moderator reason.
     */
    answer: string;
};

