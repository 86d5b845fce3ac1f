import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { getSession, updateUser } from '../../../lib/session/session-store';
import { useSwitchFamilyProfile } from '../api/family';

/**
 * Switches the sign-in to a profile the account looks after, or back to the account itself (docs/rules.md rule 46):
 * the shell's user becomes the new one, nothing cached of the other profile is kept, and "/" sends on to the new
 * profile's start page. Every tab of the sign-in follows (they share the stored user).
 */
export function useSwitchProfile() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useSwitchFamilyProfile({
    onSuccess: (user) => {
      const before = getSession()?.user;
      // A switch back to the account itself answers no `manager`: the stored one must go too.
      updateUser({ ...before, ...user, manager: user.manager ?? undefined });
      queryClient.clear();
      void navigate({ to: '/', replace: true });
    },
  });
}
