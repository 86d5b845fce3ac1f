import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { LookupsService } from '../../api/generated/client';
import { apiLocale } from '../api-client';
import { FOREVER, lookupKey } from './lookup-query';

/** Occupation types of document 000: 1 the member's own, 2 the mother's, 3 the father's. */
export const OCCUPATION_TYPE = { own: 1, mother: 2, father: 3 } as const;
export type OccupationType = (typeof OCCUPATION_TYPE)[keyof typeof OCCUPATION_TYPE];

/** The occupations of one kind (the member's own, the mother's, the father's). */
export const getOccupations = (occupationType: OccupationType) =>
  LookupsService.getOccupations({ acceptLanguage: apiLocale(), occupationType });

export const getOccupationsQueryOptions = (occupationType: OccupationType) =>
  queryOptions({
    queryKey: lookupKey('occupations', occupationType),
    queryFn: () => getOccupations(occupationType),
    ...FOREVER,
  });

export const useOccupations = (occupationType: OccupationType) =>
  useSuspenseQuery(getOccupationsQueryOptions(occupationType));
