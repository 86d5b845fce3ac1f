import { notifications } from '@mantine/notifications';

/**
 * Run before each test file (Vitest's `setupFiles`). Most test files share their worker's window and modules
 * (`isolate: false` in vite.config.ts), so each starts as a freshly opened page would: no toast left on screen, empty
 * storage, an empty body.
 */
notifications.clean();
localStorage.clear();
sessionStorage.clear();
document.body.replaceChildren();
