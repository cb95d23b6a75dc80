import fc from 'fast-check';
import { answerProblems } from './answers';
import { newGeneration } from './arbitraries';
import { classify } from './classify';
import { documentedRules, undocumentedErrors } from './documented-rules';
import { allowsAnonymous, indexDocument, type Operation } from './openapi-index';
import { personasOf, signIn } from './personas';
import { literalSiblings, negativeRequestArbitrary, positiveRequestArbitrary, type FuzzRequest } from './requests';
import { ValuePools } from './value-pools';
import { toFetch, toWire, type WireRequest } from './wire';

/*
 * The run, Schemathesis's method: for every operation of the document,
 * requests generated from its schemas (positive) and requests with one thing
 * broken (negative), each judged by the document as sent, each answer judged
 * by the document too. A write operation starts from a freshly reset target
 * so that earlier writes cannot starve it of data; the personas sign in
 * again after a reset.
 */

export type Target = {
  baseUrl: string;
  /** Puts the target back in its starting state (the mock: /__mock/reset), or in the one it remembered. */
  reset: () => Promise<void>;
  /**
   * Remembers the current state, the personas' sessions included, for later
   * resets (the mock: a snapshot): the personas then sign in once, not once
   * per write operation.
   */
  remember?: () => Promise<void>;
};

export type FuzzOptions = {
  seed: number;
  /** Requests per operation: more where there is more to vary (parameters, a body). */
  requestsFor: (operation: Operation) => number;
  /** The share of negative requests, 0 to 1. */
  negativeShare: number;
  /** Only these operations (by operationId); all when absent. */
  only?: (operation: Operation) => boolean;
};

type Finding = { operation: string; kind: string; detail: string; request: string };

export type FuzzReport = {
  operations: number;
  /**
   * Operations none of whose requests was answered with a success (2xx): a
   * generated request rarely meets every rule of stored data (an existing
   * county, a listing in the right state), so these were judged on their
   * refusals only.
   */
  withoutSuccess: string[];
  sent: number;
  signIns: number;
  valid: number;
  /** Schema-valid requests refused (400, 413, 415), and how many of those no documented rule carries. */
  validRefused: number;
  validRefusedUndocumented: number;
  invalid: number;
  /** Schema-invalid requests answered with a success. */
  invalidAccepted: number;
  serverErrors: number;
  undeclaredAnswers: number;
  findings: Finding[];
  statusCounts: Record<string, number>;
};

/** What an operation's answer is about: the last literal segment of its path (`/listing/{id}/offers`: offers). */
const resourceOf = (operation: Operation): string =>
  operation.path
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith('{'))
    .at(-1)!
    .replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase());

const hash = (text: string): number => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) | 0, 7);

const describe = (wire: WireRequest, request: FuzzRequest): string => {
  const body =
    wire.body?.kind === 'json'
      ? wire.body.text
      : wire.body?.parts.map((part) => `${part.name}=${'text' in part ? part.text : `<${part.file.type}>`}`).join('&');
  return `${wire.method} ${wire.target}${body ? ` ${body.slice(0, 300)}` : ''}${request.mutation ? ` [broken: ${request.mutation}]` : ''}`;
};

/** Answers refused as input: a validation error, a body too large, a media type refused. */
const REFUSED = new Set([400, 413, 415]);

export const runFuzzer = async (
  rawDocument: unknown,
  scenariosMarkdown: string,
  target: Target,
  options: FuzzOptions,
): Promise<FuzzReport> => {
  const index = indexDocument(rawDocument);
  const personas = personasOf(scenariosMarkdown);
  const pools = new ValuePools();
  // The documented credentials, for the fields that take them.
  for (const email of personas.emails) pools.add('email', email);
  pools.add('password', personas.password);
  const report: FuzzReport = {
    operations: 0,
    withoutSuccess: [],
    sent: 0,
    signIns: 0,
    valid: 0,
    validRefused: 0,
    validRefusedUndocumented: 0,
    invalid: 0,
    invalidAccepted: 0,
    serverErrors: 0,
    undeclaredAnswers: 0,
    findings: [],
    statusCounts: {},
  };
  const sessions = new Map<string, string | undefined>();
  const cookieOf = async (email: string | null): Promise<string | undefined> => {
    if (email === null) return undefined;
    if (!sessions.has(email)) {
      const signedIn = await signIn(index, target.baseUrl, { email, password: personas.password });
      report.signIns += 1;
      sessions.set(email, signedIn.cookie);
    }
    return sessions.get(email);
  };

  await target.reset();
  if (target.remember) {
    for (const email of personas.emails) await cookieOf(email);
    await target.remember();
  }
  const chosen = index.operations.filter(options.only ?? (() => true));
  const reads = chosen.filter((operation) => operation.method === 'GET');
  const writes = chosen.filter((operation) => operation.method !== 'GET');
  /** The next read: the first whose path parameters earlier answers have given values for, else the first. */
  const nextRead = (): Operation => {
    const ready = reads.findIndex((operation) =>
      operation.parameters.every((parameter) => parameter.in !== 'path' || pools.has(parameter.name)),
    );
    return reads.splice(Math.max(ready, 0), 1)[0]!;
  };
  // Reads first, against the data as seeded; each write then starts from a reset.
  while (reads.length + writes.length > 0) {
    const operation = reads.length > 0 ? nextRead() : writes.shift()!;
    if (operation.method !== 'GET') {
      await target.reset();
      if (!target.remember) sessions.clear();
    }
    report.operations += 1;
    const generation = newGeneration(index, pools);
    const rules = documentedRules(operation.rules);
    const literals = literalSiblings(index.operations, operation);
    const total = options.requestsFor(operation);
    const negatives = Math.round(total * options.negativeShare);
    const who = fc.constantFrom<string | null>(
      ...personas.emails,
      ...(allowsAnonymous(operation) ? [null, null] : [null]),
    );
    const seed = options.seed ^ hash(operation.id);
    const requests = [
      ...fc.sample(fc.tuple(positiveRequestArbitrary(operation, generation, literals), who), {
        seed,
        numRuns: total - negatives,
      }),
      ...fc.sample(fc.tuple(negativeRequestArbitrary(operation, generation, literals), who), {
        seed: seed + 1,
        numRuns: negatives,
      }),
    ];
    let succeeded = false;
    for (const [request, persona] of requests) {
      const cookie = await cookieOf(persona);
      const wire = toWire(operation, request, cookie);
      const verdict = classify(index, operation, wire);
      const response = await fetch(...toFetch(target.baseUrl, wire));
      const text = await response.text();
      report.sent += 1;
      report.statusCounts[response.status] = (report.statusCounts[response.status] ?? 0) + 1;
      const found = (kind: string, detail: string) =>
        report.findings.push({ operation: operation.id, kind, detail, request: describe(wire, request) });

      for (const problem of answerProblems(index, operation, {
        status: response.status,
        headers: response.headers,
        text,
      })) {
        if (problem.startsWith('server error')) report.serverErrors += 1;
        else report.undeclaredAnswers += 1;
        found('answer', problem);
      }
      if (verdict.valid) {
        report.valid += 1;
        if (REFUSED.has(response.status)) {
          report.validRefused += 1;
          const errors =
            response.status === 400 ? ((JSON.parse(text) as { errors?: Record<string, string> }).errors ?? {}) : {};
          const undocumented =
            response.status === 400 ? undocumentedErrors(errors, rules) : [[String(response.status), text]];
          if (undocumented.length > 0) {
            report.validRefusedUndocumented += 1;
            found('schema-valid refused', JSON.stringify(Object.fromEntries(undocumented)).slice(0, 300));
          }
        }
      } else {
        report.invalid += 1;
        if (response.status < 400) {
          report.invalidAccepted += 1;
          found('schema-invalid accepted', `${response.status}; the document refuses it: ${verdict.why}`);
        }
      }
      succeeded ||= response.ok;
      if (response.ok && text.startsWith('{')) pools.harvest(JSON.parse(text), resourceOf(operation));
      // A session that ended (a logout, a password reset) signs in again next time.
      if (response.status === 401 && persona !== null && !allowsAnonymous(operation)) sessions.delete(persona);
    }
    if (!succeeded) report.withoutSuccess.push(operation.id);
  }
  return report;
};
