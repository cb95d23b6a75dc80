import { z } from 'zod';
import type { FieldErrors } from '../lib/request';
import { checkRouteTarget, RouteTargetShape, targetMatcher } from './route-target';
import { perUniverse } from './universe-local';

/*
 * The request journal (docs/mock-server/controls.md, "The request journal"): the last
 * JOURNAL_LIMIT /api/v1 requests of the current universe, each with its contract
 * route, status, duration, who sent it and what the contract said of the request
 * and of the answer, as WireMock's request log does. GET /__mock/requests lists
 * it, POST /__mock/requests/verify counts in it. Controls are not journaled: the
 * journal is what the app (or a test) asked of the API.
 */

/** How many requests a universe keeps: older ones are dropped (and counted). */
const JOURNAL_LIMIT = 500;
/** A body whose JSON is longer is not kept (a photo's data, a snapshot). */
const BODY_LIMIT_CHARS = 4_096;

/** What the contract said of a request or an answer; `unchecked` says why it was not asked. */
export type Verdict =
  | { verdict: 'valid' }
  | { verdict: 'invalid'; detail: string; errors?: FieldErrors }
  | { verdict: 'unchecked'; detail: string };

export type JournalEntry = {
  /** 1, 2, ... in the order requests came in; a cleared journal goes on counting. */
  id: number;
  /** When it came in, on the mock's clock. */
  at: string;
  method: string;
  path: string;
  /** The query string, `?` included; '' when none. */
  query: string;
  /** The contract route's id (`listings.list`); null when the request matched none. */
  route: string | null;
  /** null while it waits (a hold, latency, a 'timeout' fault); 0 when no answer went out (a 'network' fault). */
  status: number | null;
  durationMs: number | null;
  /** The e-mail of the user whose session the request carried; null when none. */
  persona: string | null;
  /** The kind of fault injected into it, if any. */
  fault: string | null;
  /** The body as the mock read it (a file as `{ file, type, size }`), when its JSON is short enough to keep. */
  body?: unknown;
  request: Verdict;
  response: Verdict;
};

type Kept = JournalEntry & { readonly startedMs: number };

const state = perUniverse('journal', () => ({ entries: [] as Kept[], nextId: 1, dropped: 0 }));

export const VALID: Verdict = { verdict: 'valid' };

/** An entry's answer before it has one: finishJournalEntry replaces it. */
export const NOT_ANSWERED: Verdict = { verdict: 'unchecked', detail: 'not answered yet' };

export const invalidInput = (errors: FieldErrors): Verdict => ({
  verdict: 'invalid',
  detail: Object.entries(errors)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; '),
  errors,
});

/** A file as the journal shows it: what it was, not its bytes. */
const withoutBytes = (_key: string, value: unknown): unknown =>
  value instanceof Blob
    ? { file: value instanceof File ? value.name : null, type: value.type || null, size: value.size }
    : value;

/** What the journal reads of a request: a Fetch Request has both. */
export type RequestLine = { readonly method: string; readonly url: string };

/** A request has come in: its entry, to fill in as the pipeline learns more, and to finish with its answer. */
export const journalRequest = (request: RequestLine, route: string | null, at: string): JournalEntry => {
  const url = new URL(request.url);
  const entry: Kept = {
    id: state.nextId++,
    at,
    method: request.method,
    path: url.pathname,
    query: url.search,
    route,
    status: null,
    durationMs: null,
    persona: null,
    fault: null,
    request: { verdict: 'unchecked', detail: 'not read yet' },
    response: NOT_ANSWERED,
    startedMs: performance.now(),
  };
  state.entries.push(entry);
  if (state.entries.length > JOURNAL_LIMIT) {
    state.entries.shift();
    state.dropped += 1;
  }
  return entry;
};

/**
 * The body as read, a copy of it, kept when its JSON is at most BODY_LIMIT_CHARS long.
 * A body JSON cannot write back (nested beyond the engine's stack) is not kept.
 */
export const noteBody = (entry: JournalEntry, body: unknown): void => {
  if (body === undefined) return;
  let text: string | undefined;
  try {
    text = JSON.stringify(body, withoutBytes);
  } catch {
    return;
  }
  if (text !== undefined && text.length <= BODY_LIMIT_CHARS) entry.body = JSON.parse(text) as unknown;
};

/** The answer went out (status 0: none did). */
export const finishJournalEntry = (entry: JournalEntry, status: number, response: Verdict): void => {
  entry.status = status;
  entry.response = response;
  entry.durationMs = Math.round((performance.now() - (entry as Kept).startedMs) * 10) / 10;
};

/**
 * An /api/v1 request refused before any route's pipeline ran (an unknown path, a method
 * the path does not serve, a broken escape; over HTTP also a foreign origin, a content
 * type or a body size the route never takes), journaled with the status it got.
 */
export const journalRefusal = (
  request: RequestLine,
  at: string,
  refusal: { route: string | null; persona: string | null; status: number; detail: string },
): void => {
  const entry = journalRequest(request, refusal.route, at);
  entry.persona = refusal.persona;
  entry.request = { verdict: 'invalid', detail: refusal.detail };
  finishJournalEntry(entry, refusal.status, VALID);
};

const visible = ({ startedMs: _startedMs, ...entry }: Kept): JournalEntry => entry;

export const JournalQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(JOURNAL_LIMIT).optional(),
  route: RouteTargetShape.route,
  method: RouteTargetShape.method,
});

/** Newest first, at most `limit`, of one route or method if asked. */
export const listJournal = (query: z.output<typeof JournalQuerySchema> = {}) => {
  const chosen = state.entries.filter(
    (entry) =>
      (query.route === undefined || entry.route === query.route) &&
      (query.method === undefined || entry.method === query.method),
  );
  return {
    requests: chosen
      .reverse()
      .slice(0, query.limit ?? JOURNAL_LIMIT)
      .map(visible),
    /** Older requests this journal no longer holds (JOURNAL_LIMIT). */
    dropped: state.dropped,
    limit: JOURNAL_LIMIT,
  };
};

export const clearJournal = (): void => {
  state.entries = [];
  state.dropped = 0;
};

/**
 * Whether `expected` is found in `actual`: an object's listed fields match (others
 * may be there too), an array matches item by item, anything else is equal.
 */
const bodyMatches = (expected: unknown, actual: unknown): boolean => {
  if (Array.isArray(expected))
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((item, index) => bodyMatches(item, actual[index]))
    );
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) return false;
    const fields = actual as Record<string, unknown>;
    return Object.entries(expected).every(([key, value]) => bodyMatches(value, fields[key]));
  }
  return Object.is(expected, actual);
};

export const VerifyInputSchema = z
  .object({
    ...RouteTargetShape,
    count: z.number().int().min(0).max(JOURNAL_LIMIT).optional().describe('Exactly this many (default: at least one)'),
    body: z.unknown().optional().describe('Fields the body must have, at any depth (others may be there too)'),
  })
  .superRefine(checkRouteTarget);

/** WireMock's verify: the journaled requests that match, and whether they are as many as expected. */
export const verifyJournal = (input: z.output<typeof VerifyInputSchema>) => {
  const matches = targetMatcher(input);
  const found = state.entries.filter(
    (entry) =>
      matches({ method: entry.method, pathname: entry.path, route: entry.route }) &&
      (input.body === undefined || bodyMatches(input.body, entry.body)),
  );
  return {
    verified: input.count === undefined ? found.length > 0 : found.length === input.count,
    count: found.length,
    expected: input.count ?? null,
    requests: found.map(visible),
    dropped: state.dropped,
  };
};
