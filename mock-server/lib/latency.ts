import { delay } from 'msw';

/** Added before every /api/v1 response (not the controls); 0 answers at once. Set by POST /__mock/latency. */
let latencyMs = 0;

export const MAX_LATENCY_MS = 60_000;

export const getLatency = (): number => latencyMs;

export const setLatency = (ms: number): void => {
  latencyMs = Math.max(0, Math.min(MAX_LATENCY_MS, Math.round(ms)));
};

export const applyLatency = async (): Promise<void> => {
  if (latencyMs > 0) await delay(latencyMs);
};
