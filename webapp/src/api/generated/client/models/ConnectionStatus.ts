/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A connection as one member sees it (docs/api-conventions.md, `connection.status`): a pending request they sent
 * or received, or one that was accepted or declined.
 */
export type ConnectionStatus = 'sent' | 'received' | 'accepted' | 'declined' | 'expired';
