import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import type { ProfileGap } from '../api/generated/rules/types/ProfileGap';
import { gapTarget, type ProfileTab } from '../lib/profile-tabs';
import { AnchorLink } from './router-link';

/** Short names of the parts the completeness meter names (rule 53), each a link to where it is filled in. */
const GAP_LABELS: Record<ProfileGap, MessageDescriptor> = {
  photo: msg`Add a photo`,
  education: msg`Education`,
  family: msg`Family details`,
  native_place: msg`Native place and mosal`,
  gol: msg`Gol`,
  lifestyle: msg`Lifestyle`,
  about: msg`About me`,
  preferences: msg`Partner preferences`,
};

/**
 * The empty parts of the member's own profile that families look at first (`completenessGaps`, at most three, in the
 * server's order: rule 53), as links to the page and tab where each is filled in. `onOpenTab`: on the profile page
 * itself, the link also switches its tabs at once (the address may already name that tab). Each link's test id is
 * `completeness-gap-<gap>`.
 */
export function CompletenessGapLinks({
  gaps,
  onOpenTab,
}: {
  gaps: readonly ProfileGap[];
  onOpenTab?: (tab: ProfileTab) => void;
}) {
  const { i18n } = useLingui();
  if (gaps.length === 0) return null;
  return (
    // Wraps link by link: three Gujarati names do not fit one line of a phone.
    <Group gap="xs" wrap="wrap" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {gaps.map((gap) => {
        const target = gapTarget(gap);
        const label = i18n._(GAP_LABELS[gap]);
        const common = {
          size: 'sm',
          fw: 500,
          style: { overflowWrap: 'anywhere' },
          'data-testid': `completeness-gap-${gap}`,
        } as const;
        return (
          <li key={gap}>
            {target.to === '/profile' ? (
              <AnchorLink
                to="/profile"
                search={{ tab: target.tab }}
                onClick={() => onOpenTab?.(target.tab)}
                {...common}
              >
                {label}
              </AnchorLink>
            ) : (
              <AnchorLink to={target.to} {...common}>
                {label}
              </AnchorLink>
            )}
          </li>
        );
      })}
    </Group>
  );
}
