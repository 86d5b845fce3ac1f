import { useLingui } from '@lingui/react/macro';
import { Badge, type BadgeProps } from '@mantine/core';
import { STANDING_COLORS, standingLabel, type StandingOf } from '../model/standing';

/**
 * Where the member stands with an event, in words ("Registered, number 12", "Registration open", "Opens on …"). The
 * label wraps inside the badge rather than overflow a phone (Gujarati labels are longer). `data-standing` carries the
 * standing for tests.
 */
export function StandingBadge({ event, size = 'md' }: { event: StandingOf; size?: BadgeProps['size'] }) {
  const { i18n } = useLingui();
  return (
    <Badge
      variant="light"
      color={STANDING_COLORS[event.standing]}
      size={size}
      tt="none"
      maw="100%"
      h="auto"
      py={4}
      styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
      style={{ flexShrink: 0 }}
      data-testid="event-standing"
      data-standing={event.standing}
    >
      {i18n._(standingLabel(event, i18n.locale))}
    </Badge>
  );
}
