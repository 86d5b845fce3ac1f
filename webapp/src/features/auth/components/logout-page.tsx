import { Trans } from '@lingui/react/macro';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { signOut } from '../../../lib/session/auth-client';

let signingOut: Promise<void> | null = null;

/**
 * /logout: tells the server (failures do not matter), forgets the sign-in and the member's cached data, goes to "/".
 * Done on mount rather than in beforeLoad, so that hovering a "Sign out" link (preloading) signs no one out.
 */
export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    // StrictMode mounts twice; one sign-out is enough.
    signingOut ??= signOut().finally(() => {
      signingOut = null;
    });
    let active = true;
    void signingOut.then(() => {
      if (!active) return;
      queryClient.clear();
      void navigate({ to: '/', replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate, queryClient]);

  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed" size="sm">
          <Trans>Signing out…</Trans>
        </Text>
      </Stack>
    </Center>
  );
}
