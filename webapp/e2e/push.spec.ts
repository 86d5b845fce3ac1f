// Web Push for closed tabs (rule 20, 39): his browser has the service worker and allows notifications; the
// server keeps a subscription for that browser's sign-in; with his tab closed, her accepting his connection request
// reaches the push service signed (VAPID) and encrypted, in his language; delivered into the browser as a real push,
// the service worker shows it. A Logout push to an open tab signs that tab out, as the live Logout event does.
//
// Headless Chromium has no network, so `pushManager.subscribe` cannot reach a real push service: the subscription
// stored is the local push service's (e2e/push-service.ts), and what that service received is handed to the browser
// with the DevTools protocol (ServiceWorker.deliverPushMessage), which runs the worker's `push` handler as a push
// would.
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { at, expect, storedSession, test, type Lang } from './fixtures';
import { PushService } from './push-service';
import { checkScreen } from './screens';

const TEXT: Record<Lang, { him: string; acceptedTitle: string; signedOut: string }> = {
  en: { him: 'Ravi', acceptedTitle: 'Connection request accepted', signedOut: 'You have been signed out' },
  gu: { him: 'રવિ', acceptedTitle: 'જોડાણ વિનંતી સ્વીકારાઈ', signedOut: 'આપ લૉગઆઉટ થયા છો' },
};

/** A push must reach the push service within a few seconds of the change. */
const SOON = { timeout: 15_000 };

interface ShownNotification {
  title: string;
  body: string;
  lang: string;
  url: unknown;
}

/** The notifications the service worker is showing now (none while it cannot be reached). */
async function shownNotifications(context: BrowserContext): Promise<ShownNotification[]> {
  const worker = context.serviceWorkers().at(-1);
  if (!worker) return [];
  try {
    return await worker.evaluate(async () => {
      const { registration } = self as unknown as { registration: ServiceWorkerRegistration };
      const list = await registration.getNotifications();
      return list.map((n) => ({ title: n.title, body: n.body, lang: n.lang, url: (n.data as { url?: unknown })?.url }));
    });
  } catch {
    // The worker stopped meanwhile (it is idle between pushes): the next poll finds the running one.
    return [];
  }
}

/** The DevTools session of `page` and the id of the service worker registration for the whole site. */
async function serviceWorkerRegistration(
  context: BrowserContext,
  page: Page,
  scopeURL: string,
): Promise<{ cdp: CDPSession; registrationId: string }> {
  const cdp = await context.newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((r) => r.scopeURL === scopeURL && !r.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await found };
}

/**
 * Hands `data` to the service worker as a push, as a push service would, until `arrived` holds. DevTools'
 * deliverPushMessage sometimes does not reach a worker that is stopping or starting at that moment (about 1 run in
 * 20 here); a push service, too, delivers again what was not taken. The worker handles a push twice harmlessly: the
 * notification's tag shows it once, and signing out twice is signing out.
 */
async function deliverUntil(
  cdp: CDPSession,
  target: { origin: string; registrationId: string },
  data: unknown,
  arrived: () => Promise<void>,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await cdp.send('ServiceWorker.deliverPushMessage', { ...target, data: JSON.stringify(data) });
    try {
      await arrived();
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** A try of `deliverUntil`: long enough for a push that was taken. */
const TRY = { timeout: 5_000 };

test('a push reaches the closed tab as a notification; a Logout push signs the open tab out', async ({
  lang,
  api,
  request,
  baseURL,
  moderator,
  approvedMember: her,
  newIdentity,
  newContext,
}) => {
  test.slow();
  const text = TEXT[lang];
  const service = await PushService.start();
  try {
    await test.step('the service worker is served as a script of the site', async () => {
      const sw = await request.get('/sw.js');
      expect(sw.status()).toBe(200);
      expect(sw.headers()['content-type']).toMatch(/javascript/);
      expect(await sw.text()).toContain("addEventListener('push'");
    });

    const him = await api.approvedMember({ ...newIdentity(), firstName: text.him }, moderator.session, { male: true });
    const context = await newContext({ session: him.session });
    await context.grantPermissions(['notifications'], { origin: baseURL });
    // Keeps the context's DevTools session while no page of the site is open.
    const blank = await context.newPage();

    await test.step('his browser has the service worker; the server keeps a subscription for its sign-in', async () => {
      const page = await context.newPage();
      await page.goto('/profile/notification-setting');
      // Allowed, not yet subscribed: the card offers to turn push on.
      await expect(page.getByTestId('push-device-state')).toHaveAttribute('data-state', 'off');
      await expect(page.getByTestId('push-device-toggle')).toHaveAttribute('data-action', 'turn-on');
      await checkScreen(page, 'notification-settings-push', lang);
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(scope).toBe(`${baseURL}/`);
      // The browser's own sign-in: the session the page holds is the one the fixture seeded.
      expect((await storedSession(page))?.user.memberId).toBe(him.session.user.memberId);
      const saved = await api.memberPost(him, '/api/Notification/PushSubscription', {
        fcmToken: service.subscribe('his-browser'),
      });
      expect(saved.status()).toBe(200);
      await page.close();
    });

    // (A request's own push waits out the 10 minutes in which it may be withdrawn, rule 42: the answer's does not.)
    const pushed = await test.step('with his tab closed, her accepting his request reaches the push service', async () => {
      const sent = await api.memberPost(him, '/api/Match/sendConnectRequest', { memberId: her.session.user.memberId });
      expect(sent.status()).toBe(200);
      const accepted = await api.memberPost(her, '/api/Match/AcceptConnectRequestByUserId', {
        memberId: him.session.user.memberId,
      });
      expect(accepted.status()).toBe(200);
      await expect.poll(() => service.received('his-browser').length, SOON).toBeGreaterThan(0);
      const [got] = service.received('his-browser');
      expect(got.problem).toBeUndefined();
      expect(got.vapidOk, 'the VAPID token verifies for the push service’s origin').toBe(true);
      expect(got.payload).toMatchObject({
        notifyType: 'Notification',
        title: text.acceptedTitle,
        url: `/matches/detail/${her.session.user.memberId}`,
      });
      expect(String(got.payload?.body)).toContain(her.firstName);
      return got.payload!;
    });

    const { cdp, registrationId } = await serviceWorkerRegistration(context, blank, `${baseURL}/`);

    await test.step('delivered as a push, the service worker shows it', async () => {
      await deliverUntil(cdp, { origin: baseURL!, registrationId }, pushed, () =>
        expect
          .poll(() => shownNotifications(context), TRY)
          .toContainEqual({
            title: text.acceptedTitle,
            body: pushed.body,
            lang,
            url: `${baseURL}/matches/detail/${her.session.user.memberId}`,
          }),
      );
    });

    await test.step('a Logout push signs his open tab out', async () => {
      const page = await context.newPage();
      await page.goto('/notification/list');
      await expect(page).toHaveURL(at('/notification/list'));
      await expect(page.getByTestId('notification-list-page')).toBeVisible();
      const logout = { notifyType: 'Logout', title: text.signedOut, body: '', url: '/' };
      await deliverUntil(cdp, { origin: baseURL!, registrationId }, logout, () =>
        expect.poll(() => storedSession(page), TRY).toBeNull(),
      );
      await expect(page).not.toHaveURL(at('/notification/list'));
      await page.goto('/notification/list');
      await expect(page).toHaveURL(at('/auth/login'));
    });
  } finally {
    await service.close();
  }
});
