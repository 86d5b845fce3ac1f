/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * How the receiver of a request replied (rule 47a): `interested` accepts it and `not_interested` declines it; the
 * other three leave it open and tell the sender where it stands.
 */
export type RequestReply = 'interested' | 'need_time' | 'need_info' | 'talking_elsewhere' | 'not_interested';
