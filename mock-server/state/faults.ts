import { HttpResponse } from 'msw';
import { z } from 'zod';
import { notifyStateChange } from './changes';
import { checkRouteTarget, RouteTargetShape, targetMatcher, type TargetedRequest } from './route-target';
import { untilClientGone } from '../lib/client-gone';
import { perUniverse } from './universe-local';

/**
 * Injected failures for QA, set by POST /__mock/faults. A fault matches a
 * request by its contract route (`route: 'listings.get'`), or by method (any
 * when absent) and a glob on the URL path (state/route-target.ts), applies to the
 * next `times` matching /api/v1 requests (forever when absent), and is checked
 * before the session and the input, like a failing proxy would be.
 */
const FAULT_KINDS = ['500', 'timeout', 'malformed', 'network', 'drift'] as const;

/** A kind that looks like a status (`503`) is a status: say how to send one. */
const faultKindMessage = (value: unknown): string => {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  const hint = /^\d{3}$/.test(text)
    ? `; a status is not a kind: to answer ${text}, send { "kind": "500", "status": ${text} }`
    : '';
  return `Unknown fault kind ${JSON.stringify(value)}: the kinds are ${FAULT_KINDS.join(', ')}${hint}`;
};

const FaultKindSchema = z.enum(FAULT_KINDS, { errorMap: (_issue, ctx) => ({ message: faultKindMessage(ctx.data) }) });

export const FaultInputSchema = z
  .object({
    ...RouteTargetShape,
    kind: FaultKindSchema,
    times: z.number().int().positive().optional(),
    status: z
      .number()
      .int()
      .min(200)
      .max(599)
      .optional()
      .describe("For '500' (default 500) and 'malformed' (default 200)"),
    field: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .describe("For 'drift': the field of the answer to rename (default: the body's first field)"),
  })
  .superRefine(checkRouteTarget);
export type FaultInput = z.infer<typeof FaultInputSchema>;

export type Fault = FaultInput & { id: number; remaining: number | null };

/** The current universe's faults (state/universe-local.ts). */
const state = perUniverse('faults', () => ({ faults: [] as Fault[], nextFaultId: 1 }));

export const addFault = (input: FaultInput): Fault => {
  const fault: Fault = { ...input, id: state.nextFaultId++, remaining: input.times ?? null };
  state.faults.push(fault);
  notifyStateChange('settings');
  return fault;
};

export const listFaults = (): readonly Fault[] => state.faults.map((fault) => ({ ...fault }));

export const clearFaults = (): void => {
  if (state.faults.length > 0) notifyStateChange('settings');
  state.faults = [];
};

/** Drops one fault; false when there is no such fault. */
export const removeFault = (id: number): boolean => {
  const before = state.faults.length;
  state.faults = state.faults.filter((fault) => fault.id !== id);
  if (state.faults.length === before) return false;
  notifyStateChange('settings');
  return true;
};

/** The faults and their numbering, as the browser mock saves them between page loads. */
export const faultSettings = (): { faults: Fault[]; nextFaultId: number } => ({
  faults: state.faults.map((fault) => ({ ...fault })),
  nextFaultId: state.nextFaultId,
});

export const restoreFaultSettings = (saved: { faults: Fault[]; nextFaultId: number }): void => {
  state.faults = saved.faults.map((fault) => ({ ...fault }));
  state.nextFaultId = saved.nextFaultId;
};

/** The first fault matching the request, counted down (and dropped at zero); null when none applies. */
export const takeFault = (request: TargetedRequest): Fault | null => {
  const fault = state.faults.find((candidate) => targetMatcher(candidate)(request));
  if (!fault) return null;
  if (fault.remaining !== null) {
    fault.remaining -= 1;
    if (fault.remaining <= 0) state.faults = state.faults.filter((candidate) => candidate !== fault);
    notifyStateChange('settings');
  }
  return { ...fault };
};

/** Renames every `field` key in the value, at any depth. */
const renameField = (value: unknown, field: string): unknown => {
  if (Array.isArray(value)) return value.map((item) => renameField(item, field));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key === field ? `${field}_drifted` : key, renameField(item, field)]),
  );
};

/** The field a drift renames when none is named: the body's first, or its first item's. */
const firstFieldOf = (body: unknown): string | undefined => {
  const sample = Array.isArray(body) ? body[0] : ((body as { data?: unknown[] } | null)?.data?.[0] ?? body);
  return typeof sample === 'object' && sample !== null ? Object.keys(sample)[0] : undefined;
};

/**
 * A 'drift' fault: the real success answer with a field renamed
 * (`fullName` becomes `fullName_drifted`), as an API that changed without
 * telling its clients would answer. It shows that a contract check (Prism's
 * validating proxy, Pact) notices. Other answers pass unchanged.
 */
export const driftedResponse = async (fault: Fault | null, response: Response): Promise<Response> => {
  if (fault?.kind !== 'drift' || !response.headers.get('content-type')?.includes('json')) return response;
  const answer = (await response.json()) as { body?: unknown };
  const field = fault.field ?? firstFieldOf(answer.body);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const drifted = field ? { ...answer, body: renameField(answer.body, field) } : answer;
  return new HttpResponse(JSON.stringify(drifted), { status: response.status, headers });
};

/** Marks an answer as an injected fault's (its value: the fault's id): the API coverage keeps it apart from the API's own answers. */
export const FAULT_HEADER = 'x-mock-fault';

/** An injected 429 says when to retry, as every 429 the mock sends does: a gateway's short back-off. */
export const INJECTED_RETRY_AFTER_SECONDS = 1;

/**
 * The response of an injected fault. Deliberately not checked against the
 * contract: a fault imitates a broken server or network, not the API. A
 * 'drift' fault has no response of its own (driftedResponse).
 */
export const faultResponse = async (fault: Fault, request: Request): Promise<Response> => {
  const where = `${request.method} ${new URL(request.url).pathname}`;
  const marked = { [FAULT_HEADER]: String(fault.id) };
  switch (fault.kind) {
    case '500': {
      const status = fault.status ?? 500;
      const headers = new Headers(marked);
      if (status === 429) headers.set('retry-after', String(INJECTED_RETRY_AFTER_SECONDS));
      return HttpResponse.json(
        { success: false, message: `Injected fault (${status}) on ${where}` },
        { status, headers },
      );
    }
    case 'malformed':
      // Valid headers, a body cut off mid-way: the client's PARSING_ERROR.
      return new HttpResponse('{"success": true, "body": {"injected": "malformed', {
        status: fault.status ?? 200,
        headers: { 'content-type': 'application/json', ...marked },
      });
    case 'network':
      return HttpResponse.error();
    case 'timeout':
      // Never answers; the client's own timeout (or abort) ends the request.
      return await untilClientGone(request.signal);
    case 'drift':
      throw new Error('A drift fault changes the real answer: see driftedResponse');
  }
};
