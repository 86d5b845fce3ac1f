import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfileStatus } from '../../api/generated/rules/types/ProfileStatus';
import { adoptSession, clearSession, getSession } from '../../lib/session/session-store';
import { renderAt } from '../../testing/render-at';
import { MemberHeader } from './member-header';

// jsdom has no ResizeObserver, which Mantine's SegmentedControl (the language switcher) uses.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

function signIn(profileStatus: ProfileStatus, role: 'member' | 'volunteer' = 'member') {
  adoptSession({
    user: {
      memberId: 7,
      profileId: 'PT100233',
      email: 'meera@example.com',
      emailConfirmed: true,
      profileStatus,
      firstName: 'Meera',
      lastName: 'Patel',
      role,
      language: 'en',
    },
    accessToken: 'a',
    accessTokenExpirationTime: '2099-01-01T00:00:00Z',
    refreshToken: 'r',
  });
}

const find = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

describe('MemberHeader', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    clearSession();
  });

  async function show() {
    const view = await renderAt(
      '/matches',
      <MemberHeader
        session={getSession()!}
        quickSearch={<span data-testid="header-quick-search" />}
        menuQuickSearch={() => <span data-testid="drawer-quick-search" />}
      />,
    );
    unmount = view.unmount;
  }

  it("gives an approved member the quick search, in the header and at the top of the phone's menu", async () => {
    signIn(ProfileStatus.Approved);
    await show();
    expect(find('header-quick-search')).not.toBeNull();
    expect(find('drawer-quick-search')).toBeNull();
    await act(async () => find('member-menu-burger')?.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(find('drawer-quick-search')).not.toBeNull();
    expect(find('member-menu-drawer')).not.toBeNull();
  });

  it('gives a member who is not approved no quick search', async () => {
    signIn(ProfileStatus.Submitted);
    await show();
    expect(find('header-quick-search')).toBeNull();
    expect(find('member-menu-burger')).toBeNull();
  });

  it("gives a volunteer's own account no member menu, bell or quick search (docs/rules.md rule 45)", async () => {
    signIn(ProfileStatus.Approved, 'volunteer');
    const view = await renderAt(
      '/volunteer',
      <MemberHeader
        session={getSession()!}
        notifications={<span data-testid="header-bell" />}
        quickSearch={<span data-testid="header-quick-search" />}
      />,
    );
    unmount = view.unmount;
    expect(find('member-menu')).toBeNull();
    expect(find('member-menu-burger')).toBeNull();
    expect(find('header-bell')).toBeNull();
    expect(find('header-quick-search')).toBeNull();
    expect(find('user-menu')).not.toBeNull();
  });
});
