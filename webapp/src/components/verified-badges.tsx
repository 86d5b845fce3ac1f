import { useLingui } from '@lingui/react/macro';
import { Badge as MantineBadge, Group } from '@mantine/core';
import type { Badge } from '../api/generated/client';
import { BADGE_LABELS } from '../lib/verification-labels';

/**
 * What a member has verified (docs/rules.md rule 44), as their card and detail show it to others: `phone`, their
 * mobile number confirmed by a code texted to it; `id`, an identity document a moderator checked; `photo`, a photo in
 * a given pose a moderator compared with the profile photos. Never the number or the document itself. Nothing when
 * there is nothing verified.
 */
export function VerifiedBadges({ badges, testId }: { badges: Badge[]; testId: string }) {
  const { i18n } = useLingui();
  if (badges.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap" data-testid={testId}>
      {badges.map((badge) => (
        <MantineBadge key={badge} color="teal" variant="light" tt="none" data-badge={badge}>
          ✓ {i18n._(BADGE_LABELS[badge])}
        </MantineBadge>
      ))}
    </Group>
  );
}
