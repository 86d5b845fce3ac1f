// Fixtures of the browser tests: the language of the project, the server's outbox and clock, and members made
// through the API (confirmed, profiled, approved) and signed in the way the app signs in: the sign-in answer in
// localStorage `sagpan.auth`. Every test gets its own client address and its own e-mails and phone numbers, so specs
// run in parallel against one server.
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { SagpanApi, type Identity, type Lang, type Member, type Session } from './api';
import { Outbox, SmsOutbox } from './outbox';
import { ServerClock } from './server-clock';

export { expect };
export type { Lang, Member, Session };

/** localStorage keys of the web app (src/lib/i18n.ts, src/features/auth/session/session-store.ts). */
export const LANG_KEY = 'sagpan.lang';
export const AUTH_KEY = 'sagpan.auth';
/** Set by the seed below once it has run in a context, so that it never runs twice there. */
const SEEDED_KEY = 'sagpan.e2e.seeded';

/** Set by playwright.config.ts for the server that scripts/e2e-server.sh starts. */
function serverEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite with scripts/e2e.sh or npm run e2e`);
  return value;
}

/**
 * Puts the language, and a sign-in when given, into the context's localStorage before the app's first script runs,
 * once: the app may change or remove them afterwards (the switcher, signing out). Cheaper than the storageState
 * option, which loads the origin in a page of its own for every new context.
 */
export async function seedStorage(
  context: BrowserContext,
  baseURL: string,
  lang: Lang,
  session?: Session,
): Promise<void> {
  const entries: [string, string][] = [[LANG_KEY, lang]];
  if (session) entries.push([AUTH_KEY, JSON.stringify(session)]);
  await context.addInitScript(
    ({ origin, marker, entries }) => {
      if (location.origin !== origin) return;
      try {
        if (localStorage.getItem(marker) !== null) return;
        localStorage.setItem(marker, '1');
        for (const [key, value] of entries) localStorage.setItem(key, value);
      } catch {
        // no storage in this document
      }
    },
    { origin: new URL(baseURL).origin, marker: SEEDED_KEY, entries },
  );
}

let identities = 0;

/** Names in the page's language; e-mail and phone unique across workers and runs of this server. */
function newIdentity(lang: Lang, parallelIndex: number): Identity {
  identities += 1;
  const stamp = `${Date.now() % 1_000_000}`.padStart(6, '0');
  const serial = `${identities % 100}`.padStart(2, '0');
  return {
    lang,
    firstName: lang === 'gu' ? 'મીરા' : 'Meera',
    lastName: lang === 'gu' ? 'પટેલ' : 'Patel',
    email: `e2e-${lang}-${parallelIndex}-${stamp}${serial}@example.com`,
    phone: `9${parallelIndex % 10}${stamp}${serial}`,
    password: 'Sagpan#Trial1',
  };
}

export interface Moderator {
  email: string;
  password: string;
  session: Session;
}

export interface TestOptions {
  /** The page language (localStorage `sagpan.lang`), per project. */
  lang: Lang;
}

interface WorkerFixtures {
  dataDir: string;
  outbox: Outbox;
  /** The server's SMS outbox (no SMS provider in the tests). */
  sms: SmsOutbox;
  serverClock: ServerClock;
}

interface TestFixtures {
  /** Moves the server's wall clock forward by `seconds` (cumulative, shared by every test); answers the offset. */
  advanceServerClock: (seconds: number) => Promise<number>;
  /** Moves the server's clock just far enough that the address of `sent` may get a new code. */
  allowNextCode: (sent: { lastCodeAt: number }) => Promise<void>;
  api: SagpanApi;
  /** A fresh name, e-mail, phone number and password in the project's language. */
  newIdentity: () => Identity;
  /** Registered with the captcha and confirmed through the API: status 0 (the wizard). */
  member: Member;
  /** `member` after the four wizard steps through the API: status 1, awaiting approval. */
  profiledMember: Member;
  /** `profiledMember` approved by the moderator: status 3. */
  approvedMember: Member;
  /** The first moderator (SAGPAN_ADMIN_EMAIL), signed in through the API. */
  moderator: Moderator;
  /** Another browser context in the project's language, holding `session` when given; closed after the test. */
  newContext: (options?: {
    session?: Session;
    viewport?: BrowserContextOptions['viewport'];
  }) => Promise<BrowserContext>;
  /** A page in a new browser context holding this sign-in (and the language). */
  openSignedIn: (session: Session) => Promise<Page>;
  /** `member` signed in, in a context of its own. */
  memberPage: Page;
}

export const test = base.extend<TestFixtures & TestOptions, WorkerFixtures>({
  lang: ['gu', { option: true }],

  dataDir: [async ({}, use) => use(serverEnv('SAGPAN_E2E_DATA_DIR')), { scope: 'worker' }],
  outbox: [async ({ dataDir }, use) => use(Outbox.of(dataDir)), { scope: 'worker' }],
  sms: [async ({ dataDir }, use) => use(SmsOutbox.of(dataDir)), { scope: 'worker' }],
  serverClock: [async ({ dataDir }, use) => use(new ServerClock(path.join(dataDir, 'faketime'))), { scope: 'worker' }],

  // The server believes X-Forwarded-For from 127.0.0.1 (SAGPAN_TRUSTED_PROXIES): each test is its own client, so the
  // per-address limits (10 registrations an hour, ...) count one test's calls, not the whole suite's.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'X-Forwarded-For': `10.${testInfo.parallelIndex + 1}.${randomInt(256)}.${randomInt(1, 255)}` });
  },

  // The test's own context starts in the project's language; the app may change it afterwards (the switcher).
  context: async ({ context, baseURL, lang }, use) => {
    await seedStorage(context, baseURL!, lang);
    await use(context);
  },

  advanceServerClock: async ({ serverClock }, use) => use((seconds) => serverClock.advance(seconds)),

  allowNextCode: async ({ serverClock, advanceServerClock }, use) =>
    use(async (sent) => {
      const seconds = await serverClock.secondsUntilNextCode(sent);
      if (seconds > 0) await advanceServerClock(seconds);
    }),

  api: async ({ request, outbox, serverClock }, use) => use(new SagpanApi(request, outbox, () => serverClock.now())),

  newIdentity: async ({ lang }, use, testInfo) => use(() => newIdentity(lang, testInfo.parallelIndex)),

  member: async ({ api, newIdentity }, use) => use(await api.confirmedMember(newIdentity())),

  profiledMember: async ({ api, member }, use) => use(await api.completeProfile(member)),

  moderator: async ({ api, lang }, use) => {
    const email = serverEnv('SAGPAN_E2E_ADMIN_EMAIL');
    const password = serverEnv('SAGPAN_E2E_ADMIN_PASSWORD');
    await use({ email, password, session: await api.login(lang, email, password) });
  },

  approvedMember: async ({ api, moderator, profiledMember }, use) =>
    use(await api.approve(moderator.session, profiledMember)),

  newContext: async ({ browser, baseURL, lang }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async ({ session, viewport } = {}) => {
      // Created in the test, a context takes the project's options (baseURL, viewport, the client address).
      const context = await browser.newContext(viewport ? { viewport } : {});
      contexts.push(context);
      await seedStorage(context, baseURL!, lang, session);
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },

  openSignedIn: async ({ newContext }, use) => use(async (session) => (await newContext({ session })).newPage()),

  memberPage: async ({ openSignedIn, member }, use) => use(await openSignedIn(member.session)),
});

/** The sign-in the page holds (localStorage `sagpan.auth`), or null. */
export async function storedSession(page: Page): Promise<Session | null> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), AUTH_KEY);
}

/** A URL whose path is exactly `pathname` (any origin, query or fragment), for `expect(page).toHaveURL(...)`. */
export function at(pathname: string): RegExp {
  const escaped = pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^https?://[^/]+${escaped}(?:[?#].*)?$`);
}
