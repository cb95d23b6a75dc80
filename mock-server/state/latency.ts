import { delay } from 'msw';
import { z } from 'zod';
import { notifyStateChange } from './changes';
import { checkRouteTarget, RouteTargetShape, targetMatcher, type TargetedRequest } from './route-target';
import { perUniverse } from './universe-local';

/*
 * How long /api/v1 answers (never the controls) of the current universe wait: a
 * rule for a route or a path glob (state/route-target.ts) wins over the default for
 * every other request; 0 answers at once. Set by POST /__mock/latency.
 */

const MAX_LATENCY_MS = 60_000;

const LatencyMsSchema = z.number().int().min(0).max(MAX_LATENCY_MS);

/** `{ ms }` sets the default; `{ ms, route }` or `{ ms, path, method? }` a rule (0 removes it). */
export const LatencyInputSchema = z.object({ ms: LatencyMsSchema, ...RouteTargetShape }).superRefine((input, ctx) => {
  if (input.route !== undefined || input.path !== undefined) checkRouteTarget(input, ctx);
  else if (input.method !== undefined)
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['method'], message: 'A method needs a path or a route' });
});

export type LatencyRule = { method: string | null; path: string | null; route: string | null; ms: number };

type Rule = LatencyRule & { matches: (request: TargetedRequest) => boolean };

const state = perUniverse('latency', () => ({ latencyMs: 0, rules: [] as Rule[] }));

const ruleOf = (rule: LatencyRule): Rule => ({
  ...rule,
  matches: targetMatcher({
    method: rule.method ?? undefined,
    path: rule.path ?? undefined,
    route: rule.route ?? undefined,
  }),
});

const sameTarget = (a: LatencyRule, b: LatencyRule): boolean =>
  a.method === b.method && a.path === b.path && a.route === b.route;

export const getLatency = (): number => state.latencyMs;

export const latencyRules = (): LatencyRule[] => state.rules.map(({ matches: _matches, ...rule }) => rule);

export const setLatency = (ms: number): void => {
  const next = Math.max(0, Math.min(MAX_LATENCY_MS, Math.round(ms)));
  if (next !== state.latencyMs) notifyStateChange('settings');
  state.latencyMs = next;
};

/** Sets the default, or the rule for a target (replacing that target's rule; 0 removes it). */
export const applyLatencyInput = (input: z.output<typeof LatencyInputSchema>): void => {
  if (input.route === undefined && input.path === undefined) return setLatency(input.ms);
  const rule: LatencyRule = {
    method: input.route === undefined ? (input.method ?? null) : null,
    path: input.path ?? null,
    route: input.route ?? null,
    ms: input.ms,
  };
  const others = state.rules.filter((candidate) => !sameTarget(candidate, rule));
  state.rules = rule.ms > 0 ? [ruleOf(rule), ...others] : others;
  notifyStateChange('settings');
};

/** No latency at all: the default 0 and no rules (a reset, DELETE /__mock/latency). */
export const clearLatency = (): void => {
  setLatency(0);
  if (state.rules.length > 0) notifyStateChange('settings');
  state.rules = [];
};

export const latencySettings = (): { latencyMs: number; rules: LatencyRule[] } => ({
  latencyMs: state.latencyMs,
  rules: latencyRules(),
});

export const restoreLatencySettings = (saved: { latencyMs: number; rules: LatencyRule[] }): void => {
  state.latencyMs = saved.latencyMs;
  state.rules = saved.rules.map(ruleOf);
};

/** The newest rule that matches the request, else the default. */
export const applyLatency = async (request: TargetedRequest): Promise<void> => {
  const ms = state.rules.find((rule) => rule.matches(request))?.ms ?? state.latencyMs;
  if (ms > 0) await delay(ms);
};
