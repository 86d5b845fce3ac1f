import type { Challenge } from '../../api/generated/client';
import { solveChallenge } from './solve-challenge';

/**
 * Solves a captcha challenge in a Web Worker (captcha-worker.ts), so that the proof of work never blocks the page: on
 * a low-end phone it is seconds of hashing. Where workers are missing (tests under jsdom) it is solved here instead.
 * Aborting ends the worker at once.
 */
export function solveInWorker(challenge: Challenge, signal?: AbortSignal): Promise<string> {
  if (typeof Worker === 'undefined') return solveChallenge(challenge, signal);
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const worker = new Worker(new URL('./captcha-worker.ts', import.meta.url), { type: 'module' });
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort);
    worker.onmessage = (event: MessageEvent<{ answer?: string; error?: string }>) => {
      finish();
      if (typeof event.data.answer === 'string') resolve(event.data.answer);
      else reject(new Error(event.data.error ?? 'The captcha could not be solved'));
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || 'The captcha worker failed'));
    };
    worker.postMessage(challenge);
  });
}
