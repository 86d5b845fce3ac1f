import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminService, type AppointRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { getVolunteersQueryOptions } from './get-volunteers';

/**
 * Appoints a samaj volunteer (docs/rules.md rule 45): an approved member by profile id, or an account of its own by
 * e-mail and name (its holder chooses a password through "Forgot password"), for villages and/or a gol. Appointing
 * again sets the villages anew and ends a withdrawal. Answers the volunteer as the list shows them.
 */
export const appointVolunteer = (requestBody: AppointRequest) =>
  authorized(() => AdminService.appointVolunteer({ requestBody, acceptLanguage: apiLocale() }));

export function useAppointVolunteer(config: MutationConfig<typeof appointVolunteer> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: appointVolunteer,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: getVolunteersQueryOptions().queryKey });
      return config.onSuccess?.(...args);
    },
  });
}
