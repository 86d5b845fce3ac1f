import { useLingui } from '@lingui/react/macro';
import { Badge as MantineBadge, Group } from '@mantine/core';
import type { Badge } from '../api/generated/client';

/**
 * What a member has verified (docs/rules.md rule 44), as their card and detail show it to others: `phone`, their
 * mobile number confirmed by a code texted to it. Never the number itself. Nothing when there is nothing verified.
 */
export function VerifiedBadges({ badges, testId }: { badges: Badge[]; testId: string }) {
  const { t } = useLingui();
  if (badges.length === 0) return null;
  const label: Record<Badge, string> = { phone: t`Mobile verified` };
  return (
    <Group gap={4} wrap="wrap" data-testid={testId}>
      {badges.map((badge) => (
        <MantineBadge key={badge} color="teal" variant="light" tt="none" data-badge={badge}>
          ✓ {label[badge]}
        </MantineBadge>
      ))}
    </Group>
  );
}
