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

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { configureAuth } from './lib/session/configure-auth';
import { configureApiClient } from './lib/api-client';
import { activateLocale, storedLocale } from './lib/i18n';
import { holdServiceWorkerMessages } from './lib/service-worker-messages';

// Before anything waits: a service worker's message that comes while the app loads is kept for it.
holdServiceWorkerMessages();

async function start() {
  const locale = storedLocale();
  configureApiClient(locale);
  configureAuth();
  await activateLocale(locale);

  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
