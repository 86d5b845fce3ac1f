import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { SOCIAL_LINKS } from '../../lib/contact';
import { waitFor } from '../../testing/dom';
import { renderAt } from '../../testing/render-at';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  let unmount: () => void = () => undefined;
  afterEach(() => unmount());

  async function footer() {
    const view = await renderAt(
      '/about',
      <QueryClientProvider client={new QueryClient()}>
        <SiteFooter />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    return view.container;
  }

  it('links to the about, contact, terms and privacy pages', async () => {
    const container = await footer();
    const hrefs = [...container.querySelectorAll('nav a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/about', '/contact', '/terms', '/privacy-policy']));
  });

  it('has the subscribe form (a chunk of its own, there once it has loaded)', async () => {
    await footer();
    expect(await waitFor('subscribe-email')).not.toBeNull();
    expect((await waitFor('subscribe-submit')).textContent).toBe('Subscribe');
  });

  it('names each social link for screen readers and opens it safely in a new tab', async () => {
    const container = await footer();
    const links = [...container.querySelectorAll<HTMLAnchorElement>('[data-testid="social-links"] a')];
    expect(links).toHaveLength(SOCIAL_LINKS.length);
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Sagpan on Facebook (opens in a new tab)',
      'Sagpan on Instagram (opens in a new tab)',
      'Sagpan on YouTube (opens in a new tab)',
      'Sagpan on WhatsApp (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('reaches the support desk on WhatsApp at its phone number', () => {
    expect(SOCIAL_LINKS.find((link) => link.network === 'whatsapp')?.href).toBe('https://wa.me/917940001234');
  });
});
