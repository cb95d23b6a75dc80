import path from 'node:path';

/*
 * Names and places shared by the Pact consumer tests (tests/pact/consumer), the
 * provider verification (scripts/pact-verify.ts) and the checks on the pact
 * file (tests/pact/provider). docs/verifying-the-real-api.md explains them.
 */

export const CONSUMER = 'OfferDesk-web';
export const PROVIDER = 'OfferDesk-api';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Committed: the pact is part of the repository, and a change to it shows in review. */
export const PACT_DIR = path.join(ROOT, 'pacts');
export const PACT_FILE = path.join(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`);

/** The session cookie of docs/contract.md; the verifier swaps its value for a real session. */
export const SESSION_COOKIE = 'offerdesk_session';

/** Where the provider states are set up, relative to the provider's base URL (PACT_PROVIDER_STATES_URL overrides it). */
export const PROVIDER_STATES_PATH = '/__mock/provider-states';
