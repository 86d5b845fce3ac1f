// The captcha's proof of work, off the page's main thread (the page stays free for typing and painting while the
// hashes run): takes one challenge, answers { answer } or { error }, and is ended by the page afterwards.
import type { Challenge } from '../../api/generated/client';
import { solveChallenge } from './solve-challenge';

/** The worker's own scope, as much of it as is used (the app's types are the page's, not a worker's). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Challenge>) => void) | null;
  postMessage: (message: { answer: string } | { error: string }) => void;
};

scope.onmessage = async (event) => {
  try {
    scope.postMessage({ answer: await solveChallenge(event.data) });
  } catch (error) {
    scope.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
