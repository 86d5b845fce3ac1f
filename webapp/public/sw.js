// Sagpan's service worker (served at /sw.js, scope /): Web Push for closed tabs (rule 20, 39). It has no fetch
// handler on purpose: it caches nothing, so every page and API call goes to the network exactly as without it.
//
// A push's payload is the JSON the server sends, already in the member's language:
//   {notifyType: 'Notification' | 'ProfileStatus' | 'Logout', title, body, url, profileStatus?}
// The worker shows it as a notification (Chrome requires one for every push: userVisibleOnly) and hands it to every
// open Sagpan tab, which refreshes its notifications or signs out (src/features/push/model/push-message.ts).

/** What the open tabs recognise as a push handed on by this worker. */
const MESSAGE_TYPE = 'sagpan-push';

// A new version takes over at once and controls the tabs already open, so a click can navigate them.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The payload as an object, or null when it is no JSON object. */
function readPayload(data) {
  if (!data) return null;
  try {
    const value = data.json();
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

/** A path of this site: the payload's url when it is one, else the home page. */
function samePageUrl(url) {
  try {
    const resolved = new URL(typeof url === 'string' ? url : '/', self.location.origin);
    return resolved.origin === self.location.origin ? resolved.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

/**
 * One tag per kind the newer one replaces (a sign-out, a profile status); a notification is tagged by its text, so
 * the same message delivered twice (a push service may) shows once while different ones stack.
 */
function tagOf(payload) {
  if (payload.notifyType === 'Logout') return 'sagpan-logout';
  if (payload.notifyType === 'ProfileStatus') return 'sagpan-profile-status';
  return `sagpan-${payload.title}-${payload.body}`;
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  if (!payload) return;
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Sagpan';
  const body = typeof payload.body === 'string' ? payload.body : '';
  const shown = self.registration.showNotification(title, {
    body,
    icon: '/favicon.svg',
    // The server writes in the member's language; Gujarati script tells which one.
    lang: /[\u0A80-\u0AFF]/.test(title + body) ? 'gu' : 'en',
    tag: tagOf(payload),
    data: { url: samePageUrl(payload.url), notifyType: payload.notifyType },
  });
  const told = self.clients
    .matchAll({ type: 'window', includeUncontrolled: true })
    .then((tabs) => tabs.forEach((tab) => tab.postMessage({ type: MESSAGE_TYPE, payload })));
  event.waitUntil(Promise.all([shown, told]));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || samePageUrl('/');
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (tabs) => {
      // An open tab is reused (the focused one first); navigate() needs a tab this worker controls.
      const tab = tabs.find((t) => t.focused) || tabs[0];
      if (tab) {
        try {
          const focused = await tab.focus();
          await (focused || tab).navigate(url);
          return;
        } catch {
          // Not controlled by this worker (or gone meanwhile): open a new window below.
        }
      }
      await self.clients.openWindow(url);
    }),
  );
});
