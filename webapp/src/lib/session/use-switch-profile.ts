import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FamilyService } from '../../api/generated/client';
import { authorized } from './auth-client';
import { getSession, updateUser } from './session-store';

/**
 * Switches the sign-in to a profile the account looks after, or back to the account itself (docs/rules.md rule 46;
 * a volunteer entering a paper form, rule 49, acts for its profile the same way): the shell's user becomes the new
 * one, nothing cached of the other profile is kept, and `to` ("/" unless told: the new profile's start page) opens.
 * Every tab of the sign-in follows (they share the stored user).
 */
export function useSwitchProfile({ to = '/' }: { to?: string } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (memberId: number | undefined) =>
      authorized(() => FamilyService.switchFamilyProfile({ requestBody: { memberId } })),
    onSuccess: (user) => {
      const before = getSession()?.user;
      // A switch back to the account itself answers no `manager`: the stored one must go too.
      updateUser({ ...before, ...user, manager: user.manager ?? undefined });
      queryClient.clear();
      void navigate({ to, replace: true });
    },
  });
}
