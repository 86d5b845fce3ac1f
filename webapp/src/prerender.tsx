// The public pages rendered to HTML at build time, in both languages (scripts/prerender.mjs runs this module, built by
// Vite for Node, inside a jsdom window, after `vite build`). A visitor's first paint is then the page itself, not a
// splash waiting for the script; main.tsx hydrates the HTML once it has loaded the same page (docs/architecture.md,
// "The web app's first paint").
/* eslint-disable react-refresh/only-export-components -- built for Node at build time, never hot-reloaded */
import { i18n, type Messages } from '@lingui/core';
import { createMemoryHistory } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { AppPages } from './app/app';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { type Locale, LOCALE_COOKIE, LOCALE_STORAGE_KEY, LOCALES } from './lib/i18n';
import { SESSION_STORAGE_KEY } from './lib/session/session-store';
import { messages as en } from './locales/en/messages';
import { messages as gu } from './locales/gu/messages';

/** The pages that are the same for every visitor: the website's and the sign-in's and registration's forms. */
export const PRERENDERED_PAGES = [
  '/',
  '/about',
  '/contact',
  '/terms',
  '/privacy-policy',
  '/safety',
  '/grievance',
  '/auth/login',
  '/auth/registration',
];

export { LOCALES };

/**
 * The page's script in <head>, run before the first paint. The language cookie follows the stored choice (so the
 * server sends the right language next time); a visitor who is signed in, or whose stored language is not the page's,
 * gets data-sagpan-stale: the page stays hidden behind the splash (components/splash-screen.css) and main.tsx renders
 * the right one instead.
 */
export const BOOT_SCRIPT =
  `(function(){var h=document.documentElement;try{var s=localStorage,l=s.getItem('${LOCALE_STORAGE_KEY}')||'gu';` +
  `document.cookie='${LOCALE_COOKIE}='+l+';path=/;max-age=31536000;samesite=lax';` +
  `if(s.getItem('${SESSION_STORAGE_KEY}')||l!==h.lang)h.setAttribute('data-sagpan-stale','')}catch(e){}})()`;

const catalogs: Record<Locale, Messages> = { gu, en };

/** One page in one language: the HTML of #root, the page's title and the ids of the routes it is made of. */
export async function render(
  url: string,
  locale: Locale,
): Promise<{ html: string; title: string; routeIds: string[] }> {
  i18n.loadAndActivate({ locale, messages: catalogs[locale] });
  document.documentElement.lang = locale;
  document.title = '';
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  if (router.state.location.pathname !== url) throw new Error(`${url} was redirected to ${router.state.location.href}`);
  const { prelude } = await prerender(<AppPages router={router} queryClient={queryClient} />);
  const html = await new Response(prelude).text();
  queryClient.clear();
  return { html, title: document.title, routeIds: router.state.matches.map((match) => match.routeId) };
}
