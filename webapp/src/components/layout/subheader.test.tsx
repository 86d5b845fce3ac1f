import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../testing/render-at';
import { Subheader } from './subheader';

describe('Subheader', () => {
  let unmount: () => void = () => undefined;
  afterEach(() => unmount());

  async function at(path: string) {
    const view = await renderAt(path, <Subheader />);
    unmount = view.unmount;
    return view.container;
  }

  it('shows the title and Home › section › page', async () => {
    const container = await at('/profile/partner-preferences');
    expect(container.querySelector('[data-testid="subheader-title"]')?.textContent).toBe('Partner preferences');

    const steps = [...container.querySelectorAll('[data-testid="breadcrumbs"] li')];
    expect(steps.map((step) => step.textContent)).toEqual(['Home', '›My profile', '›Partner preferences']);
    const links = [...container.querySelectorAll<HTMLAnchorElement>('[data-testid="breadcrumbs"] a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['My profile', '/profile'],
    ]);
    // The page itself is not a link, and is marked as the current one.
    const current = [...container.querySelectorAll('[aria-current="page"]')].map((element) => element.textContent);
    expect(current).toEqual(['Partner preferences']);
  });

  it('is a navigation landmark with a name, its separators hidden from screen readers', async () => {
    const container = await at('/notification/activity');
    expect(container.querySelector('nav')?.getAttribute('aria-label')).toBe('Breadcrumb');
    const separators = [...container.querySelectorAll('[data-testid="breadcrumbs"] li > span:not([aria-current])')];
    expect(separators).toHaveLength(2);
    for (const separator of separators) expect(separator.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows a top-level page as Home › page', async () => {
    const container = await at('/matches');
    expect(container.querySelector('[data-testid="subheader-title"]')?.textContent).toBe('Matches');
    const steps = [...container.querySelectorAll('[data-testid="breadcrumbs"] li')].map((step) => step.textContent);
    expect(steps).toEqual(['Home', '›Matches']);
  });

  it.each(['/', '/home', '/no-such-page'])('is not shown at %s', async (path) => {
    const container = await at(path);
    expect(container.querySelector('[data-testid="subheader"]')).toBeNull();
  });
});
