/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Who created and looks after a profile (rule 46): the person themselves, or one of their family or a friend.
 * Asked at registration, changeable in the personal details, shown on the card and the detail when it is not
 * the person, and a search filter.
 */
export type ProfileCreator = 'self' | 'father' | 'mother' | 'brother' | 'sister' | 'relative' | 'friend';
