import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import type { MatchSuggestion as Suggestion } from '../../../api/generated/client';
import { AnchorLink } from '../../../components/router-link';

/**
 * My matches with fewer than 10 members (rule 26): how many match both ways, and which one preference would
 * bring the most more if it were widened, with the way to the partner preferences.
 */
export function MatchSuggestion({ suggestion, total }: { suggestion: Suggestion; total: number }) {
  const { t } = useLingui();
  const { label, additional } = suggestion;
  const count = total;
  return (
    <Alert color="blue" variant="light" data-testid="match-suggestion" data-criterion={suggestion.criterion}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {count === 0
          ? t`No member matches both ways yet.`
          : t`${plural(count, {
              one: 'Only # member matches both ways.',
              other: 'Only # members match both ways.',
            })}`}{' '}
        {t`Widening your preference “${label}” would add ${additional} more.`}
      </Text>
      <AnchorLink to="/profile/partner-preferences" size="sm" fw={500} mt={6} display="inline-block">
        <Trans>Change my partner preferences</Trans>
      </AnchorLink>
    </Alert>
  );
}
