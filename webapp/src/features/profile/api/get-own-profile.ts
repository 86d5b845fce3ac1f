import { useSuspenseQuery } from '@tanstack/react-query';
import { ownProfileQueryOptions } from '../../../lib/own-profile-query';

export const getOwnProfileQueryOptions = ownProfileQueryOptions;

export const useOwnProfile = () => useSuspenseQuery(getOwnProfileQueryOptions());
