import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { ProfileService } from '../../../api/generated/client';
import { authorized } from '../../../lib/session/auth-client';

/** This feature's own query keys. */
export const partnerPreferenceKey = (memberId: number) => ['partner-preferences', memberId] as const;

/** The member's saved preferences (`memberId`: the caller's own); every field null or absent when never saved. */
export const getPartnerPreference = (memberId: number) =>
  authorized(() => ProfileService.getPartnerPreference({ id: memberId }));

export const getPartnerPreferenceQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: partnerPreferenceKey(memberId),
    queryFn: () => getPartnerPreference(memberId),
    staleTime: 60_000,
  });

export const usePartnerPreference = (memberId: number) =>
  useSuspenseQuery(getPartnerPreferenceQueryOptions(memberId));
