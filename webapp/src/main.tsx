// First: zod reads this setting when a schema is made, and modules below make schemas as they load.
import './lib/zod-config';
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/noto-sans-gujarati/gujarati-400.css';
import '@fontsource/noto-sans-gujarati/gujarati-500.css';
import '@fontsource/noto-sans-gujarati/gujarati-600.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import './components/splash-screen.css';

import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppPages, AppServices } from './app/app';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { configureAuth } from './lib/session/configure-auth';
import { configureApiClient } from './lib/api-client';
import { activateLocale, storedLocale } from './lib/i18n';
import { releaseWaitingInTheEnd } from './lib/prerendered';
import { holdServiceWorkerMessages } from './lib/service-worker-messages';

// Before anything waits: a service worker's message that comes while the app loads is kept for it.
holdServiceWorkerMessages();

async function start() {
  const locale = storedLocale();
  configureApiClient(locale);
  configureAuth();
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // The page's code and data start loading while the language's catalog arrives, not after it: on a phone each is a
  // round trip of its own. Nothing is drawn before both are there.
  const pageLoaded = router.load();
  await activateLocale(locale);
  const services = document.createElement('div');
  document.body.append(services);

  // A public page arrives prerendered (src/prerender.tsx, docs/architecture.md "The web app's first paint"). The app
  // first loads the same page (its code), then adopts the HTML as it stands (hydration): nothing is drawn again, and
  // nothing flashes or moves. When the HTML is not this visitor's (signed in, or the other language), it stood hidden
  // (scripts/prerender.mjs), and the app renders the page anew behind the splash.
  const prerendered = container.hasChildNodes();
  const stale = document.documentElement.hasAttribute('data-sagpan-stale');
  const pages = <AppPages router={router} queryClient={queryClient} />;
  if (prerendered && !stale) {
    await pageLoaded;
    // As a transition, hydration runs in slices of a few milliseconds, giving the main thread back in between (outside
    // one, React adopts the whole page in one blocking task: on a slow phone a tap waits behind it).
    startTransition(() => {
      hydrateRoot(container, pages, {
        // A difference between the HTML and the app's page (a year that turned while the page was open) is repaired by
        // React drawing the page anew: worth a warning, not an error.
        onRecoverableError: (error) => console.warn('The prerendered page was drawn anew:', error),
      });
    });
    releaseWaitingInTheEnd();
  } else {
    if (prerendered) {
      // Not this visitor's page: it goes at once (nothing can reach it), and the splash is shown as on any first load,
      // fading once the page is there (components/splash-screen.tsx).
      container.replaceChildren();
      document.getElementById('splash')?.removeAttribute('data-prerendered');
    }
    // As a transition, React renders the first page in slices of a few milliseconds, giving the main thread back in
    // between (a tap or a keystroke is never kept waiting behind the whole page's render on a slow phone).
    const root = createRoot(container);
    startTransition(() => root.render(pages));
  }
  createRoot(services).render(<AppServices router={router} queryClient={queryClient} />);
}

void start();
