import { afterEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../api/generated/client';
import { ProfileStatus } from '../../api/generated/rules/types/ProfileStatus';
import { copyrightYears } from '../../lib/copyright';
import { ROLE } from '../../lib/session/roles';
import { renderAt } from '../../testing/render-at';
import { CompactFooter } from './compact-footer';

const member: UserInfo = {
  memberId: 7,
  profileId: 'PT100233',
  email: 'meera.patel@example.com',
  emailConfirmed: true,
  profileStatus: ProfileStatus.Approved,
  firstName: 'Meera',
  lastName: 'Patel',
  role: ROLE.member,
  language: 'en',
};

describe('CompactFooter', () => {
  let unmount: () => void = () => undefined;
  afterEach(() => unmount());

  async function footerFor(user: UserInfo) {
    const view = await renderAt('/profile', <CompactFooter user={user} />);
    unmount = view.unmount;
    return view.container.querySelector<HTMLElement>('[data-testid="footer-compact"]');
  }

  it('shows the copyright from 2019 to this year', async () => {
    const footer = await footerFor(member);
    expect(footer?.querySelector('[data-testid="copyright"]')?.textContent).toBe(`© ${copyrightYears()} Sagpan`);
    expect(copyrightYears()).toMatch(/^2019–\d{4}$/);
  });

  it('links an approved member to the profile and the matches, in the same tab', async () => {
    const footer = await footerFor(member);
    const links = [...(footer?.querySelectorAll('a') ?? [])];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/profile', '/matches']);
    for (const link of links) {
      expect(link.getAttribute('target')).toBeNull();
      expect(link.textContent).not.toContain('new tab');
    }
  });

  it.each([
    ['awaiting approval', { ...member, profileStatus: ProfileStatus.Submitted }, ['/profile']],
    ['in the wizard', { ...member, profileStatus: ProfileStatus.Wizard }, []],
    ['a moderator', { ...member, role: ROLE.moderator }, []],
  ])('links only where the routing lets them go: %s', async (_who, user, hrefs) => {
    const footer = await footerFor(user);
    expect([...(footer?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'))).toEqual(hrefs);
    expect(footer?.querySelector('[data-testid="copyright"]')).not.toBeNull();
  });
});
