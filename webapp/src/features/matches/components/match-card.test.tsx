import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MatchCard as MatchCardData } from '../../../api/generated/client';
import { MemberActionsProvider, type MemberActionsProps } from '../../../components/member-actions';
import { renderAt } from '../../../testing/render-at';
import { MatchCard } from './match-card';

const data: MatchCardData = {
  memberId: 42,
  profileId: 'PT100042',
  firstName: 'Meera',
  lastName: 'Patel',
  age: 27,
  photoBlurred: false,
  badges: [],
  createdBy: 'self',
  deleted: false,
  isShortlisted: true,
  outsidePreferences: false,
  connection: { requestId: 9, status: 'received', createdOn: '2026-11-21T10:15:00Z', sent: false },
  match: { score: 100, mine: [{ criterion: 'age', label: 'Age: 24 – 30 years', met: true }], theirs: [] },
};

/** Stands for the connections' actions: shows what the card hands them. */
function StubActions(props: MemberActionsProps) {
  return <div data-testid="stub-actions" data-props={JSON.stringify(props)} />;
}

const renderStub = (props: MemberActionsProps) => <StubActions {...props} />;

const find = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const actionProps = () => JSON.parse(find('stub-actions')?.dataset.props ?? 'null') as MemberActionsProps | null;

describe('MatchCard', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => unmount());

  async function show(blocked?: boolean, withActions = true, shown = data) {
    const card = <MatchCard card={shown} blocked={blocked} />;
    const view = await renderAt(
      '/matches',
      withActions ? <MemberActionsProvider render={renderStub}>{card}</MemberActionsProvider> : card,
    );
    await act(async () => undefined);
    unmount = view.unmount;
  }

  it('says what the member has verified, and nothing when nothing is', async () => {
    await show(false, true, { ...data, badges: ['phone'] });
    expect(find('match-card-badges')?.textContent).toBe('✓ Mobile verified');
    unmount();
    // The samaj badge (rule 45) names the village its volunteer's word was given in.
    await show(false, true, { ...data, badges: ['phone', 'samaj'], samajPlace: 'Langhnaj' });
    expect(find('match-card-badges')?.textContent).toBe('✓ Mobile verified✓ Known to the samaj of Langhnaj');
    unmount();
    await show();
    expect(find('match-card-badges')).toBeNull();
  });

  it('says when the member was last active and how often they reply, only what the server gives', async () => {
    await show(false, true, { ...data, lastActive: 'this_week', replyRate: 80 });
    expect(find('match-card-signals')?.textContent).toBe('Active this week · Replies to 80% of requests');
    unmount();
    await show(false, true, { ...data, replyRate: 0 });
    expect(find('match-card-signals')?.textContent).toBe('Replies to 0% of requests');
    unmount();
    await show();
    expect(find('match-card-signals')).toBeNull();
  });

  it('says who looks after the profile, in the words the server gives, only when it is not the person', async () => {
    await show(false, true, { ...data, createdBy: 'father', managedBy: 'Profile managed by her father' });
    expect(find('match-card-managed-by')?.textContent).toBe('Profile managed by her father');
    unmount();
    await show();
    expect(find('match-card-managed-by')).toBeNull();
  });

  it("hands the actions the member's id, name, connection and shortlist, compact", async () => {
    await show();
    expect(actionProps()).toEqual({
      variant: 'card',
      memberId: 42,
      memberName: 'Meera Patel',
      connection: data.connection,
      isShortlisted: true,
      blocked: false,
    });
    expect(find('match-card-name')?.getAttribute('href')).toBe('/matches/detail/42');
    // The badges still say where the two stand.
    expect(find('match-connection')?.textContent).toBe('Request received');
    expect(find('match-shortlisted')).not.toBeNull();
  });

  it('a blocked card links nowhere (the detail is 404 while blocked) and tells the actions so', async () => {
    await show(true);
    expect(actionProps()?.blocked).toBe(true);
    expect(find('match-card')?.dataset.blocked).toBe('true');
    expect(find('match-card')?.querySelector('a[href]')).toBeNull();
    expect(find('match-card-name')?.textContent).toBe('Meera Patel');
  });

  it("a deleted member's card shows the server's name only: no link, no photo, no actions", async () => {
    await show(false, true, { ...data, deleted: true, firstName: 'Deleted member', lastName: '', profileId: '' });
    expect(find('match-card')?.dataset.deleted).toBeDefined();
    expect(find('match-card')?.querySelector('a[href]')).toBeNull();
    expect(find('match-card')?.querySelector('img')).toBeNull();
    expect(find('stub-actions')).toBeNull();
    expect(find('match-card-name')?.textContent).toBe('Deleted member');
  });

  it('says quietly, in one dimmed line, that a member is outside the preferences (rule 41)', async () => {
    await show();
    expect(find('card-outside-preferences')).toBeNull();
    unmount();
    await show(false, true, { ...data, outsidePreferences: true });
    const line = find('card-outside-preferences');
    expect(line?.textContent).toBe('Outside your preferences');
    expect(line?.closest('[data-testid="match-card"]')).not.toBeNull();
  });

  it('shows no actions outside a provider', async () => {
    await show(false, false);
    expect(find('stub-actions')).toBeNull();
    expect(find('match-card')).not.toBeNull();
  });
});
