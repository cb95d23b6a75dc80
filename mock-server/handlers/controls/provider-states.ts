import { z } from 'zod';
import { fieldError } from '../../lib/errors';
import { defineControl } from './define-control';
import { resetToBaseline } from './provider-state-baseline';
import { PROVIDER_STATE_SETUPS, type StateValues } from './provider-state-setups';

/*
 * POST /__mock/provider-states: Pact's provider-state protocol, as every Pact
 * verifier speaks it (docs/verifying-the-real-api.md, "The provider-states
 * endpoint"). Pact's Rust core (pact_verifier_cli, pact-go, pact-python,
 * pact-js's Verifier) and pact-jvm send one state per request,
 * { "state", "params", "action": "setup" | "teardown" }; the older form
 * without `action` (a setup) and with a `states` list is taken too. A setup
 * answers a flat JSON object: the values Pact injects into the request's
 * `${...}` expressions. A teardown changes nothing: the next interaction's
 * first state, a persona state, starts from a clean world anyway.
 */

const PROVIDER_STATES_PATH = '/provider-states';

const StateNameSchema = z.string().max(300);

const ProviderStateBodySchema = z.object({
  action: z.enum(['setup', 'teardown']).default('setup'),
  state: StateNameSchema.optional(),
  states: z.array(StateNameSchema).max(20).optional(),
  params: z.record(z.unknown()).nullable().optional(),
});

const setupOf = (state: string) => {
  const setup = PROVIDER_STATE_SETUPS[state];
  if (!setup)
    throw fieldError(
      'state',
      `Unknown provider state "${state}"; known: ${Object.keys(PROVIDER_STATE_SETUPS).join('; ')}`,
    );
  return setup;
};

/** POST /__mock/provider-states { state, params, action }: answers the state's values, a flat JSON object. */
export const providerStatesControl = defineControl(
  'post',
  PROVIDER_STATES_PATH,
  ProviderStateBodySchema,
  async ({ body }) => {
    const names = (body.state ? [body.state] : (body.states ?? [])).filter((name) => name !== '');
    const setups = names.map(setupOf);
    if (body.action === 'teardown') return { raw: true, body: {} };
    // An interaction without a state (Pact's cores then send the state "") starts from a clean world too.
    if (setups.length === 0) await resetToBaseline();
    let values: StateValues = {};
    for (const setup of setups) values = { ...values, ...(await setup(body.params ?? {})) };
    return { raw: true, body: values };
  },
);
