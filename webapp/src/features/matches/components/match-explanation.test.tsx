import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Criterion, MatchExplanation } from '../../../api/generated/client';
import { renderAt } from '../../../testing/render-at';
import { MatchExplanationView } from './match-explanation';

const c = (criterion: Criterion['criterion'], label: string, met?: boolean): Criterion => ({ criterion, label, met });

const match: MatchExplanation = {
  score: 75,
  mine: [
    c('age', 'Age: 24 – 30 years', true),
    c('height', 'Height: 5 ft 4 in or more', false),
    c('education', 'Education: B.Com'),
  ],
  theirs: [c('community', 'Community: Kadva Patidar', true), c('maritalStatus', 'Marital status: Never married', true)],
};

const find = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const all = (id: string) => [...document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];

describe('MatchExplanationView', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => unmount());

  async function show(explanation: MatchExplanation, variant: 'compact' | 'full') {
    const view = await renderAt('/matches', <MatchExplanationView match={explanation} variant={variant} />);
    unmount = view.unmount;
  }

  it('gives the score with the counts: met of the known, and how many are not stated', async () => {
    await show(match, 'full');
    const summary = find('match-summary')?.textContent ?? '';
    expect(summary).toContain('75% match');
    expect(summary).toContain('3 of 4 preferences met');
    expect(summary).toContain('1 not stated');
    expect(find('match-explanation')?.dataset).toMatchObject({ score: '75', met: '3', known: '4' });
  });

  it('lists what I look for and what they look for, each met, missed or unknown in words', async () => {
    await show(match, 'full');
    const mine = find('match-criteria-mine');
    const theirs = find('match-criteria-theirs');
    const states = (list: HTMLElement | null) =>
      [...(list?.querySelectorAll<HTMLElement>('[data-testid="match-criterion"]') ?? [])].map((item) => [
        item.dataset.criterion,
        item.dataset.state,
      ]);
    expect(states(mine)).toEqual([
      ['age', 'met'],
      ['height', 'missed'],
      ['education', 'unknown'],
    ]);
    expect(states(theirs)).toEqual([
      ['community', 'met'],
      ['maritalStatus', 'met'],
    ]);
    const text = (state: string) => mine?.querySelector(`[data-state="${state}"]`)?.textContent;
    expect(text('met')).toBe('Age: 24 – 30 yearsMet');
    expect(text('missed')).toBe('Height: 5 ft 4 in or moreNot met');
    expect(text('unknown')).toBe('Education: B.ComNot stated in their profile');
  });

  it('says which side has stated no preference', async () => {
    await show({ score: 100, mine: [], theirs: [c('age', 'Age: 25 – 32 years', true)] }, 'full');
    expect(find('match-mine-empty')?.textContent).toContain('You have not stated any partner preferences.');
    expect(find('match-theirs-empty')).toBeNull();
    expect(find('match-summary')?.textContent).toContain('1 of 1 preference met');
  });

  it('never shows a bare 0% when nothing can be compared', async () => {
    await show({ score: 0, mine: [c('education', 'Education: B.Com')], theirs: [] }, 'full');
    expect(find('match-summary')?.textContent).toBe('The profiles do not say enough yet to compare your preferences.');
    unmount();
    await show({ score: 0, mine: [], theirs: [] }, 'compact');
    expect(find('match-summary')?.textContent).toBe('Neither of you has stated partner preferences yet.');
    expect(find('match-explanation-toggle')).toBeNull();
  });

  it('on a card, keeps the lists behind "Why?" until asked', async () => {
    await show(match, 'compact');
    expect(find('match-summary')?.textContent).toContain('3 of 4 preferences met');
    const toggle = find('match-explanation-toggle');
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    expect(all('match-criterion')).toHaveLength(0);
    await act(async () => toggle?.click());
    // The lists slide open.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
    expect(all('match-criterion')).toHaveLength(5);
    expect(find('match-criteria-theirs')?.textContent).toContain('Community: Kadva Patidar');
  });
});
