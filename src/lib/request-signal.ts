export type RequestSignal = {
  /** The signal to hand to fetch: aborted by the caller or by the timeout, whichever comes first. */
  readonly signal: AbortSignal;
  /** Who aborted the request, if anyone. */
  abortedBy(): 'caller' | 'timeout' | undefined;
  /** Stops the timer and the caller listener; call it once the response has been read. */
  dispose(): void;
};

/**
 * Links the caller's signal (react-query's, on cancellation) with a timeout.
 * Done by hand rather than with AbortSignal.any/AbortSignal.timeout so that it
 * records which side fired: a caller abort must surface as the AbortError
 * react-query expects, a timeout as TIMEOUT_ERROR. A timeout that is not a
 * positive finite number means no timeout.
 */
export const createRequestSignal = (callerSignal: AbortSignal | null | undefined, timeoutMs: number): RequestSignal => {
  const controller = new AbortController();
  let abortedBy: 'caller' | 'timeout' | undefined;
  const abort = (by: 'caller' | 'timeout', reason: unknown) => {
    if (abortedBy !== undefined) return;
    abortedBy = by;
    controller.abort(reason);
  };

  const onCallerAbort = () => abort('caller', callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  const timer =
    Number.isFinite(timeoutMs) && timeoutMs > 0
      ? setTimeout(
          () => abort('timeout', new DOMException(`Timed out after ${timeoutMs} ms`, 'TimeoutError')),
          timeoutMs,
        )
      : undefined;

  return {
    signal: controller.signal,
    abortedBy: () => abortedBy,
    dispose: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
};
