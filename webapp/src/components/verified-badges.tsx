import { useLingui } from '@lingui/react/macro';
import { Badge as MantineBadge, Group } from '@mantine/core';
import type { Badge } from '../api/generated/client';
import { BADGE_LABELS } from '../lib/verification-labels';

/** A village's name may be long: its badge wraps on a phone rather than run off the card (same height on one line). */
const WRAPPING = {
  maw: '100%',
  h: 'auto',
  styles: { label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
} as const;

/**
 * What a member has verified (docs/rules.md rule 44), as their card and detail show it to others: `phone`, their
 * mobile number confirmed by a code texted to it; `id`, an identity document a moderator checked; `photo`, a photo in
 * a given pose a moderator compared with the profile photos; `samaj`, a samaj volunteer's word the member accepted
 * (rule 45), named with its village (or gol) when the server gives it. Never the number or the document itself.
 * Nothing when there is nothing verified.
 */
export function VerifiedBadges({
  badges,
  samajPlace,
  testId,
}: {
  badges: Badge[];
  /** The village (or gol) of the `samaj` badge, in the page's language. */
  samajPlace?: string | null;
  testId: string;
}) {
  const { t, i18n } = useLingui();
  if (badges.length === 0) return null;
  const place = samajPlace?.trim();
  return (
    <Group gap={4} wrap="wrap" data-testid={testId}>
      {badges.map((badge) => (
        <MantineBadge
          key={badge}
          color="teal"
          variant="light"
          tt="none"
          {...(badge === 'samaj' ? WRAPPING : {})}
          data-badge={badge}
        >
          ✓ {badge === 'samaj' && place ? t`Known to the samaj of ${place}` : i18n._(BADGE_LABELS[badge])}
        </MantineBadge>
      ))}
    </Group>
  );
}
