import type { TokenAnswer } from '../../api/generated/client';

/**
 * Which refresh token each recent refresh replaced, and with what: the hand-over between tabs.
 *
 * A tab that renews the sign-in writes the new tokens to localStorage, but another tab's renderer may read its own,
 * older copy of localStorage for a moment after that (browsers copy it to each process and sync them later). A tab that
 * then took the refresh lock and trusted its localStorage could present the refresh token the first tab has just
 * replaced, and the server revokes the whole sign-in when a replaced token comes back. IndexedDB has no such copies:
 * what a committed transaction wrote is what the next one reads, in every tab. So the tab that refreshes records the
 * rotation here, inside the lock, and a tab that gets the lock next looks its own token up here first.
 */
export interface Rotations {
  /** Records that `from` was replaced by `to`. */
  record(from: string, to: TokenAnswer): Promise<void>;
  /** What replaced `from`, when a recent refresh did. */
  replacementOf(from: string): Promise<TokenAnswer | null>;
}

/** How long a rotation is remembered: far longer than any tab waits for the lock. */
const KEEP_MS = 10 * 60 * 1000;
const DATABASE = 'sagpan-session';
const STORE = 'rotations';

interface Row {
  from: string;
  to: TokenAnswer;
  at: number;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DATABASE, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'from' });
  return done(request);
}

/** Rotations in IndexedDB, shared by every tab of the origin. */
export function indexedDbRotations(factory: IDBFactory): Rotations {
  let database: Promise<IDBDatabase> | null = null;
  const db = () => (database ??= openDatabase(factory));
  return {
    async record(from, to) {
      const transaction = (await db()).transaction(STORE, 'readwrite');
      const store = transaction.objectStore(STORE);
      const now = Date.now();
      const rows = (await done(store.getAll())) as Row[];
      rows.filter((row) => now - row.at > KEEP_MS).forEach((row) => store.delete(row.from));
      store.put({ from, to, at: now } satisfies Row);
      await committed(transaction);
    },
    async replacementOf(from) {
      const transaction = (await db()).transaction(STORE, 'readonly');
      const row = (await done(transaction.objectStore(STORE).get(from))) as Row | undefined;
      return row && Date.now() - row.at <= KEEP_MS ? row.to : null;
    },
  };
}

/** Rotations kept in this tab only: where IndexedDB is missing (tests, very old browsers). */
export function memoryRotations(): Rotations {
  const rows = new Map<string, Row>();
  return {
    async record(from, to) {
      rows.set(from, { from, to, at: Date.now() });
    },
    async replacementOf(from) {
      const row = rows.get(from);
      return row && Date.now() - row.at <= KEEP_MS ? row.to : null;
    },
  };
}

/** The newest tokens in the chain of rotations starting at `from` (null when `from` was never replaced). */
export async function newestReplacement(rotations: Rotations, from: string): Promise<TokenAnswer | null> {
  let newest: TokenAnswer | null = null;
  let token = from;
  // A chain is a few links long at most (one per refresh while a tab waited); the bound only guards against a loop.
  for (let step = 0; step < 20; step += 1) {
    const next = await rotations.replacementOf(token);
    if (!next) break;
    newest = next;
    token = next.refreshToken;
  }
  return newest;
}
