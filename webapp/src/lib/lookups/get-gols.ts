import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { LookupsService } from '../../api/generated/client';
import { apiLocale } from '../api-client';
import { FOREVER, lookupKey } from './lookup-query';

/** The gols (village marriage circles, rule 52): Kadva's, then Leva's, then "no gol" and "don't know". */
export const getGols = () => LookupsService.getGols({ acceptLanguage: apiLocale() });

export const getGolsQueryOptions = () => queryOptions({ queryKey: lookupKey('gols'), queryFn: getGols, ...FOREVER });

export const useGols = () => useSuspenseQuery(getGolsQueryOptions());

/** The gols a member of `parentCommunityId` may pick: their community's, and those offered to everyone. */
export function golsFor<T extends { parentCommunityId?: number | null }>(
  gols: readonly T[] | undefined,
  parentCommunityId: number | null | undefined,
): T[] {
  return (gols ?? []).filter((g) => g.parentCommunityId == null || g.parentCommunityId === parentCommunityId);
}
