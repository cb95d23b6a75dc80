import './do-not-track';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { PROVIDER } from './config';

/*
 * Provider verification of the OfferDesk pact against any base URL
 * (docs/verifying-the-real-api.md) with pact-js's Verifier. Pact replays
 * every interaction of the pact file(s) against the provider. Before each
 * one it sets up the interaction's provider states, in order, by Pact's own
 * protocol: POST <statesUrl> { "state", "params", "action": "setup" }, which
 * answers a flat JSON object of values; Pact injects them into the request's
 * `${...}` expressions (the session cookie, ids, tokens). After it,
 * { ..., "action": "teardown" }. Nothing else touches the request: Pact's
 * standard verifier (pact-verifier, npm run pact:verify:standard) sends the
 * same requests.
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
  /** Called after each state's setup: the drift test re-injects a fault the first (persona) state cleared. */
  afterStateSetup?: () => Promise<void>;
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
  // Pact's protocol: a flat JSON object of the values (or nothing).
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as StateValues) : {};
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

  const stateErrors: string[] = [];

  const setUpState = async (state: string, params: unknown): Promise<StateValues> => {
    try {
      const answered = await postState(options.statesUrl, { action: 'setup', state, params: params ?? {} });
      await options.afterStateSetup?.();
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
              await postState(options.statesUrl, { action: 'teardown', state, params: params ?? {} });
            },
          }
        : undefined,
  });

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
