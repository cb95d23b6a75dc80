import './do-not-track';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { PROVIDER, SESSION_COOKIE } from './config';
import { parseMultipart, serializeMultipart } from './multipart';

/*
 * Provider verification of the OfferDesk pact against any base URL
 * (docs/verifying-the-real-api.md). Pact replays every interaction of the
 * pact file(s) against the provider; before each one this module:
 *
 * 1. resets the provider: POST <statesUrl> { "action": "reset" };
 * 2. sets up each provider state of the interaction, in order:
 *    POST <statesUrl> { "action": "setup", "state", "params" }, which answers
 *    { "success": true, "body": { ...values } }: the values Pact injects into
 *    the request (ids, tokens; `${listingId}` in the pact), and for a
 *    "... is signed in" state `sessionToken`;
 * 3. filters the request on its way: the `offerdesk_session` cookie gets the
 *    sessionToken of the interaction's sign-in state, and a multipart text
 *    field named like a state value (`listingId`) gets that value, which Pact
 *    cannot inject into a multipart body itself.
 *
 * After the interaction it calls POST <statesUrl> { "action": "teardown", ... }.
 */

export type BrokerOptions = {
  url: string;
  token?: string;
  username?: string;
  password?: string;
  /** Which consumer versions to verify; default: the main branch and whatever is deployed or released. */
  consumerVersionSelectors?: VerifierOptions['consumerVersionSelectors'];
  /** Required to publish: the version of the provider under test (e.g. its git SHA). */
  providerVersion?: string;
  providerBranch?: string;
  publishVerificationResult: boolean;
};

export type VerificationOptions = {
  providerBaseUrl: string;
  /** Where provider states are set up: `${providerBaseUrl}/__mock/provider-states` unless given. */
  statesUrl: string;
  /** Local pact files; ignored when `broker` is given. */
  pactUrls?: string[];
  broker?: BrokerOptions;
  logLevel?: VerifierOptions['logLevel'];
  /** Called after every reset, before the states: the drift test re-injects its fault here. */
  afterReset?: () => Promise<void>;
};

type InteractionResult = { description: string; result: string; [key: string]: unknown };

export type VerificationReport = {
  passed: boolean;
  /** The Verifier promise rejected (a failed interaction, or the core could not run). */
  rejection?: Error;
  interactions: InteractionResult[];
  /** Pact's own account of each failure: the interaction and its mismatches. */
  errors: unknown[];
  /** State setups that failed (the endpoint refused a state, or could not be reached). */
  stateErrors: string[];
  seconds: number;
};

type StateValues = Record<string, unknown>;

/** The slice of an Express request the filter touches (Pact's proxy is Express). */
type FilterRequest = {
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
};

const LOOPBACK = /^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?(\/|$)/i;

/**
 * Pact's proxy sends requests through HTTP(S)_PROXY when set; for a provider
 * on this machine that would route local traffic through another host.
 */
const keepLocalTrafficLocal = (baseUrl: string): void => {
  if (!LOOPBACK.test(baseUrl)) return;
  for (const name of ['HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy']) delete process.env[name];
};

/**
 * Broker settings Pact's core reads from the environment when the options
 * leave them out: a verification of local files must not fetch from (or
 * publish to) a broker configured in the shell.
 */
const BROKER_ENV = [
  'PACT_BROKER_BASE_URL',
  'PACT_BROKER_TOKEN',
  'PACT_BROKER_USERNAME',
  'PACT_BROKER_PASSWORD',
  'PACT_BROKER_PUBLISH_VERIFICATION_RESULTS',
];

const withoutBrokerEnvironment = async <T>(run: () => Promise<T>): Promise<T> => {
  const saved = BROKER_ENV.map((name) => [name, process.env[name]] as const);
  for (const name of BROKER_ENV) delete process.env[name];
  try {
    return await run();
  } finally {
    for (const [name, value] of saved) if (value !== undefined) process.env[name] = value;
  }
};

const postState = async (statesUrl: string, payload: Record<string, unknown>): Promise<StateValues> => {
  const response = await fetch(statesUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(payload),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    throw new Error(`${statesUrl} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  if (!response.ok) {
    const message = (parsed as { message?: unknown; errors?: unknown }) ?? {};
    throw new Error(
      `${statesUrl} answered ${response.status} to ${JSON.stringify(payload)}: ${JSON.stringify(message)}`,
    );
  }
  // The mock answers in the API's envelope; a bare object of values is accepted too.
  const values =
    parsed && typeof parsed === 'object' && 'success' in parsed && 'body' in parsed
      ? (parsed as { body: unknown }).body
      : parsed;
  return values && typeof values === 'object' ? (values as StateValues) : {};
};

const replaceSessionCookie = (cookie: string, token: string): string =>
  cookie.replace(new RegExp(`(^|;\\s*)${SESSION_COOKIE}=[^;]*`), `$1${SESSION_COOKIE}=${token}`);

const withStateValuesInMultipart = async (request: FilterRequest, values: StateValues): Promise<void> => {
  const contentType = request.headers['content-type'];
  if (
    typeof contentType !== 'string' ||
    !contentType.startsWith('multipart/form-data') ||
    !Buffer.isBuffer(request.body)
  )
    return;
  const form = await parseMultipart(contentType, request.body);
  let changed = false;
  const next = new FormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' && name in values) {
      next.append(name, JSON.stringify(values[name]));
      changed = true;
    } else {
      next.append(name, value);
    }
  }
  if (!changed) return;
  const { contentType: nextType, bytes } = await serializeMultipart(next);
  request.body = bytes;
  request.headers['content-type'] = nextType;
  request.headers['content-length'] = String(bytes.length);
};

const parseResults = (text: string | undefined): { interactions: InteractionResult[]; errors: unknown[] } => {
  if (!text) return { interactions: [], errors: [] };
  try {
    const parsed = JSON.parse(text) as { interactionResults?: InteractionResult[]; errors?: unknown[] };
    return { interactions: parsed.interactionResults ?? [], errors: parsed.errors ?? [] };
  } catch {
    return { interactions: [], errors: [text] };
  }
};

export const verifyPacts = async (options: VerificationOptions): Promise<VerificationReport> => {
  keepLocalTrafficLocal(options.providerBaseUrl);
  const started = performance.now();

  let values: StateValues = {};
  const stateErrors: string[] = [];

  const setUpState = async (state: string, params: unknown): Promise<StateValues> => {
    if (!state) return {};
    try {
      const answered = await postState(options.statesUrl, { action: 'setup', state, params: params ?? {} });
      values = { ...values, ...answered };
      return answered;
    } catch (error) {
      stateErrors.push(`"${state}": ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  };

  // Any state name the pact holds is forwarded to the provider-states endpoint, which knows them
  // (a pact fetched from a broker may name states this file never saw).
  const stateHandlers = new Proxy({} as NonNullable<VerifierOptions['stateHandlers']>, {
    get: (_target, state) =>
      typeof state === 'string'
        ? {
            setup: (params: unknown) => setUpState(state, params),
            teardown: async (params: unknown) => {
              if (state) await postState(options.statesUrl, { action: 'teardown', state, params: params ?? {} });
            },
          }
        : undefined,
  });

  const requestFilter = (request: FilterRequest, _response: unknown, next: () => void): void => {
    const token = values.sessionToken;
    const cookie = request.headers.cookie;
    if (typeof token === 'string' && typeof cookie === 'string' && cookie.includes(`${SESSION_COOKIE}=`)) {
      request.headers.cookie = replaceSessionCookie(cookie, token);
    }
    withStateValuesInMultipart(request, values).then(next, (error: unknown) => {
      stateErrors.push(`request filter: ${error instanceof Error ? error.message : String(error)}`);
      next();
    });
  };

  const source: Partial<VerifierOptions> = options.broker
    ? {
        pactBrokerUrl: options.broker.url,
        pactBrokerToken: options.broker.token,
        pactBrokerUsername: options.broker.username,
        pactBrokerPassword: options.broker.password,
        consumerVersionSelectors: options.broker.consumerVersionSelectors ?? [
          { mainBranch: true },
          { deployedOrReleased: true },
        ],
        enablePending: true,
        publishVerificationResult: options.broker.publishVerificationResult,
        providerVersion: options.broker.providerVersion,
        providerVersionBranch: options.broker.providerBranch,
      }
    : { pactUrls: options.pactUrls ?? [] };

  const verifier = new Verifier({
    provider: PROVIDER,
    providerBaseUrl: options.providerBaseUrl,
    logLevel: options.logLevel ?? 'warn',
    failIfNoPactsFound: true,
    stateHandlers,
    requestFilter,
    beforeEach: async () => {
      values = {};
      await postState(options.statesUrl, { action: 'reset' });
      await options.afterReset?.();
    },
    ...source,
  });

  let output: string | undefined;
  let rejection: Error | undefined;
  try {
    output = options.broker
      ? await verifier.verifyProvider()
      : await withoutBrokerEnvironment(() => verifier.verifyProvider());
  } catch (error) {
    rejection = error instanceof Error ? error : new Error(String(error));
    output = rejection.message;
  }
  const { interactions, errors } = parseResults(output);
  return {
    passed: !rejection && stateErrors.length === 0,
    rejection,
    interactions,
    errors,
    stateErrors,
    seconds: (performance.now() - started) / 1000,
  };
};
