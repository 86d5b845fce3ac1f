/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A file attached to a message, through a signed URL valid about 30 minutes.
 */
export type AttachmentInfo = {
    attachmentId: number;
    fileName: string;
    /**
     * `image/jpeg`, `image/png` or `application/pdf`.
     */
    contentType: string;
    sizeBytes: number;
    url: string;
};

