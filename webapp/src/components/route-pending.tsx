import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';

/** A route's `pendingComponent`: shown when its loader takes longer than the router's pendingMs. */
export function RoutePending() {
  const { t } = useLingui();
  return (
    <Center py={80} data-testid="route-pending">
      <Loader aria-label={t`Loading`} />
    </Center>
  );
}
