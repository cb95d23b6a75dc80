import { delay } from 'msw';
import { perUniverse } from './universe-local';

/** Added before every /api/v1 response (not the controls) of the current universe; 0 answers at once. Set by POST /__mock/latency. */
const state = perUniverse(() => ({ latencyMs: 0 }));

export const MAX_LATENCY_MS = 60_000;

export const getLatency = (): number => state.latencyMs;

export const setLatency = (ms: number): void => {
  state.latencyMs = Math.max(0, Math.min(MAX_LATENCY_MS, Math.round(ms)));
};

export const applyLatency = async (): Promise<void> => {
  if (state.latencyMs > 0) await delay(state.latencyMs);
};
