/*
 * A request whose client gave up (an abort, a closed connection) is over:
 * what still waits for it (a hold, a `timeout` fault) stops waiting, nothing
 * of it runs on, and nothing answers it. Over HTTP that is what lets its
 * universe count it out of flight, and be evicted when idle.
 */

/** Thrown where a request waits, once its client has gone; the pipeline ends the request without an answer. */
export class ClientGoneError extends Error {
  override name = 'ClientGoneError';
  constructor() {
    super('The client gave up on the request');
  }
}

/** Never resolves; rejects with ClientGoneError once the signal aborts (at once when it already has). */
export const untilClientGone = (signal: AbortSignal): Promise<never> =>
  new Promise((_resolve, reject) => {
    if (signal.aborted) return reject(new ClientGoneError());
    signal.addEventListener('abort', () => reject(new ClientGoneError()), { once: true });
  });
