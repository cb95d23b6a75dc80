import { z } from 'zod';
import { getLatency, MAX_LATENCY_MS, setLatency } from '../../lib/latency';
import { defineControl } from './define-control';

const LatencyBodySchema = z.object({ ms: z.number().int().min(0).max(MAX_LATENCY_MS) });

/** POST /__mock/latency { ms }: every /api/v1 response waits this long; 0 turns it off. */
export const latencyControl = defineControl('post', '/latency', LatencyBodySchema, ({ body }) => {
  setLatency(body.ms);
  return { body: { latencyMs: getLatency() } };
});
