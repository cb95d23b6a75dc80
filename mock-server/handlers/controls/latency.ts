import { applyLatencyInput, clearLatency, getLatency, LatencyInputSchema, latencyRules } from '../../state/latency';
import { defineControl } from './define-control';

const latencyBody = () => ({ latencyMs: getLatency(), rules: latencyRules() });

/**
 * POST /__mock/latency { ms } sets how long every /api/v1 answer waits; { ms, route } or
 * { ms, path, method? } how long that route's (or those paths') answers wait instead. 0 turns it off.
 */
export const latencyControl = defineControl('post', '/latency', LatencyInputSchema, ({ body }) => {
  applyLatencyInput(body);
  return { body: latencyBody() };
});

/** GET /__mock/latency: the default and the rules, newest first. */
export const getLatencyControl = defineControl('get', '/latency', undefined, () => ({ body: latencyBody() }));

/** DELETE /__mock/latency: no latency anywhere. */
export const clearLatencyControl = defineControl('delete', '/latency', undefined, () => {
  clearLatency();
  return { body: latencyBody() };
});
