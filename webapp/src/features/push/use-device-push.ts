import { useCallback, useEffect, useRef, useState } from 'react';
import { browserPush, logPush, pushServer } from './browser-push';
import { readPushState, turnPushOff, turnPushOn, type BrowserPush, type PushServer } from './model/push-device';
import type { PushOutcome } from './model/push-state';

export interface DevicePush {
  /** null while the browser is being asked. */
  outcome: PushOutcome | null;
  busy: boolean;
  turnOn: () => void;
  turnOff: () => void;
}

/** Push on this device for the card: its state, read once, and the steps to turn it on or off (on a click). */
export function useDevicePush(browser: BrowserPush = browserPush, server: PushServer = pushServer): DevicePush {
  const [outcome, setOutcome] = useState<PushOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    void readPushState(browser, logPush).then((state) => {
      if (mounted.current) setOutcome((current) => current ?? { state, problem: null });
    });
    return () => {
      mounted.current = false;
    };
  }, [browser]);

  const run = useCallback(
    (step: typeof turnPushOn) => {
      setBusy(true);
      void step(browser, server, logPush).then((next) => {
        if (!mounted.current) return;
        setOutcome(next);
        setBusy(false);
      });
    },
    [browser, server],
  );

  return {
    outcome,
    busy,
    turnOn: useCallback(() => run(turnPushOn), [run]),
    turnOff: useCallback(() => run(turnPushOff), [run]),
  };
}
