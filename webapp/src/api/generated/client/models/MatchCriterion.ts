/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * One criterion of the match explanation (rules 5 and 26, docs/api-conventions.md). The first four are the core
 * preferences that My matches applies both ways.
 */
export type MatchCriterion = 'age' | 'height' | 'maritalStatus' | 'community' | 'education' | 'occupation' | 'annualIncome' | 'location' | 'nri' | 'disability' | 'satapeta' | 'gol' | 'diet' | 'smoking' | 'drinking' | 'manglik';
