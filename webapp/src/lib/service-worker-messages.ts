/**
 * Messages from the service worker that arrive before the app listens for them. The browser starts delivering them
 * once the page has been parsed, and a message with no listener is lost; the code that acts on them (the push
 * handling, features/push/use-push.ts) loads lazily, after the first paint. So main.tsx holds them from the start,
 * and the handler, once mounted, gets the held ones first and the later ones as they come.
 */

type Handler = (data: unknown) => void;

let held: unknown[] = [];
let handler: Handler | null = null;

function container(): ServiceWorkerContainer | null {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
}

function receive(event: MessageEvent): void {
  if (handler) handler(event.data);
  else held.push(event.data);
}

/** Called once at start (main.tsx): from now on no message is lost. */
export function holdServiceWorkerMessages(): void {
  const sw = container();
  if (!sw) return;
  sw.addEventListener('message', receive);
  sw.startMessages();
}

/** Hands the held messages to `next`, then every later one, until the returned function is called. */
export function onServiceWorkerMessage(next: Handler): () => void {
  handler = next;
  const earlier = held;
  held = [];
  earlier.forEach(next);
  return () => {
    if (handler === next) handler = null;
  };
}
