import { Trans, useLingui } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { isActingManager } from '../../../lib/session/roles';
import { useSession } from '../../../lib/session/use-session';
import { useFamily } from '../api/family';
import { relationLabel } from '../model/family';
import { useSwitchProfile } from '../../../lib/session/use-switch-profile';

/**
 * The user menu's household switch (docs/rules.md rule 46): the other profiles the account looks after, and its own
 * account while it acts for one, each a click away. Rendered when the menu opens, so the list is asked for then; it
 * says nothing for a member who looks after nobody else.
 */
export function ProfileSwitch() {
  const { t, i18n } = useLingui();
  const user = useSession()?.user;
  const acting = isActingManager(user);
  const family = useFamily();
  const switchTo = useSwitchProfile();
  const others = (family.data?.profiles ?? []).filter((p) => !p.acting);
  if (others.length === 0 && !acting) return null;
  return (
    <>
      <Menu.Label>
        <Trans>Switch profile</Trans>
      </Menu.Label>
      {others.map((profile) => {
        const relation = relationLabel(profile.relation, i18n);
        const name = `${profile.firstName} ${profile.lastName}`.trim();
        return (
          <Menu.Item
            key={profile.memberId}
            onClick={() => switchTo.mutate(profile.memberId)}
            aria-label={t`Open the profile of ${name}`}
            data-testid={`user-menu-switch-${profile.memberId}`}
          >
            {name} · {relation}
          </Menu.Item>
        );
      })}
      {acting && (
        <Menu.Item onClick={() => switchTo.mutate(undefined)} data-testid="user-menu-switch-own">
          <Trans>My own account</Trans>
        </Menu.Item>
      )}
      <Menu.Divider />
    </>
  );
}
