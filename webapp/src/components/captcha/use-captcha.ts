import { useCallback, useEffect, useRef, useState } from 'react';
import { getCaptchaChallenge } from '../../lib/captcha/get-captcha-challenge';
import { solveInWorker } from '../../lib/captcha/solve-in-worker';

export type CaptchaState = 'solving' | 'solved' | 'failed';

export interface Captcha {
  state: CaptchaState;
  /** The answer for `captchaResponse`, waiting for the proof of work when it is still running. */
  token: () => Promise<string>;
  /** A solved challenge is good for one request: call this after each submit to get a fresh one going. */
  renew: () => void;
}

/**
 * The ALTCHA proof of work (self-hosted: the challenge comes from /api/Captcha/Challenge). It starts solving, in a Web
 * Worker so that typing is never blocked, as soon as the form appears, so it is usually ready before the visitor
 * presses the button.
 */
export function useCaptcha(): Captcha {
  const [state, setState] = useState<CaptchaState>('solving');
  const pending = useRef<Promise<string> | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Fetches and solves a challenge; the state changes only when it finishes (the caller shows 'solving').
  const launch = useCallback(() => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const run = getCaptchaChallenge().then((challenge) => solveInWorker(challenge, abort.signal));
    pending.current = run;
    run.then(
      () => {
        if (!abort.signal.aborted) setState('solved');
      },
      () => {
        if (!abort.signal.aborted) setState('failed');
      },
    );
    return run;
  }, []);

  const start = useCallback(() => {
    setState('solving');
    return launch();
  }, [launch]);

  useEffect(() => {
    void launch().catch(() => undefined);
    return () => controller.current?.abort();
  }, [launch]);

  const token = useCallback(async () => {
    try {
      return await (pending.current ?? start());
    } catch {
      // One more try with a fresh challenge (it may have expired while the page stood open).
      return start();
    }
  }, [start]);

  return { state, token, renew: start };
}
