// The server's wall clock. scripts/e2e-server.sh runs the server under libfaketime with FAKETIME_TIMESTAMP_FILE
// pointing at this file, FAKETIME_NO_CACHE=1 (read on every call) and FAKETIME_DONT_FAKE_MONOTONIC=1 (tokio's timers
// stay real). The file holds libfaketime's relative offset in seconds ("+0", "+61"); only ever forwards, and shared by
// every worker, so an advance is cumulative and taken under a lock.
import { mkdir, readFile, rename, rmdir, writeFile } from 'node:fs/promises';

/** The server sends one code per address per 60 seconds (shared/src/limits.rs OTP_RESEND_SECS), plus a margin. */
const CODE_PAUSE_MS = 61_000;
const LOCK_RETRY_MS = 20;
const LOCK_TIMEOUT_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ServerClock {
  constructor(private readonly file: string) {}

  /** The current offset in seconds. */
  async offset(): Promise<number> {
    const text = (await readFile(this.file, 'utf8')).trim();
    const seconds = Number(text);
    if (!/^[+-]\d+$/.test(text) || !Number.isFinite(seconds)) throw new Error(`${this.file} holds "${text}"`);
    return seconds;
  }

  /** The server's time now, in ms since the epoch. */
  async now(): Promise<number> {
    return Date.now() + (await this.offset()) * 1000;
  }

  private async locked<T>(work: () => Promise<T>): Promise<T> {
    const lock = `${this.file}.lock`;
    const deadline = Date.now() + LOCK_TIMEOUT_MS;
    for (;;) {
      try {
        await mkdir(lock);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || Date.now() > deadline) throw error;
        await sleep(LOCK_RETRY_MS);
      }
    }
    try {
      return await work();
    } finally {
      await rmdir(lock);
    }
  }

  /** Moves the server's wall clock `seconds` forward (cumulative); answers the new offset. */
  async advance(seconds: number): Promise<number> {
    if (!Number.isInteger(seconds) || seconds <= 0) {
      throw new Error(`advance by a positive whole number, not ${seconds}`);
    }
    return this.locked(async () => {
      const next = (await this.offset()) + seconds;
      // Written aside and renamed: the server reads the file on every clock call and must never see it half-written.
      const temporary = `${this.file}.${process.pid}.tmp`;
      await writeFile(temporary, `+${next}\n`);
      await rename(temporary, this.file);
      return next;
    });
  }

  /**
   * How far the clock must move for the server to send `sent`'s address another code (one per address per 60 seconds):
   * 0 when it may already. `lastCodeAt` is taken after the call that sent the previous code, so it is never early;
   * another worker's advance counts too, so two tests in parallel often need one advance between them.
   */
  async secondsUntilNextCode(sent: { lastCodeAt: number }): Promise<number> {
    return Math.max(0, Math.ceil((sent.lastCodeAt + CODE_PAUSE_MS - (await this.now())) / 1000));
  }
}
