import { queryOptions, useQuery } from '@tanstack/react-query';
import { HomeService } from '../../../api/generated/client';

/** The grievance officer the server's settings name, and how soon complaints are answered (docs/rules.md rule 44). */
export const getGrievanceOfficerQueryOptions = () =>
  queryOptions({
    queryKey: ['grievance-officer'],
    queryFn: () => HomeService.getGrievanceOfficer(),
    staleTime: 60 * 60_000,
  });

/** Not suspending: the page's text shows at once, the officer's contact once it is there. */
export const useGrievanceOfficer = () => useQuery(getGrievanceOfficerQueryOptions());
