import { startMockHttpServer, type MockHttpServer } from '@mock/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_STATES_PATH, SESSION_COOKIE } from '../../../scripts/pact/config';
import { readPactFile, type PactGenerator, type PactInteraction } from '../support/pact-file';
import { ALL_STATES } from '../support/provider-states';

// What a verifier in any language needs from the pact file alone: the values it injects come
// from the interaction's own states, by Pact's protocol, and nothing in a request is a value
// only this mock would accept (a literal session token).
const pact = readPactFile();
const PERSONA_STATES = new Set(ALL_STATES.filter((state) => state.persona).map((state) => state.name));

/** Every generator of the interaction's request: the path's, and those of headers, query and body. */
const generatorsOf = (interaction: PactInteraction): PactGenerator[] => {
  const { path, header = {}, query = {}, body = {} } = interaction.request.generators ?? {};
  return [...(path ? [path] : []), ...Object.values(header), ...Object.values(query), ...Object.values(body)];
};

const expressionsOf = (interaction: PactInteraction): string[] =>
  generatorsOf(interaction)
    .filter((generator) => generator.type === 'ProviderState')
    .flatMap((generator) => [...(generator.expression ?? '').matchAll(/\$\{([^}]+)\}/g)].map((match) => match[1]!));

let mock: MockHttpServer;
beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0, quiet: true });
});
afterAll(async () => {
  await mock?.close();
});

/** What the mock's setup of each of the interaction's states answers, merged as Pact's verifiers merge it. */
const answeredValues = async (interaction: PactInteraction): Promise<Record<string, unknown>> => {
  let values: Record<string, unknown> = {};
  for (const state of interaction.providerStates ?? []) {
    const response = await fetch(`${mock.url}${PROVIDER_STATES_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: state.name, params: state.params ?? {}, action: 'setup' }),
    });
    expect(response.status, `${interaction.description}: ${state.name}`).toBe(200);
    values = { ...values, ...((await response.json()) as Record<string, unknown>) };
  }
  return values;
};

describe('the pact file, as any Pact verifier reads it', () => {
  it('sends no literal session token: every session cookie is `offerdesk_session=${sessionToken}`', () => {
    const literal = pact.interactions.flatMap((interaction) =>
      Object.entries(interaction.request.headers ?? {})
        .filter(([, values]) => values.some((value) => value.includes(`${SESSION_COOKIE}=`)))
        .filter(
          ([name]) =>
            interaction.request.generators?.header?.[name]?.expression !== `${SESSION_COOKIE}=\${sessionToken}`,
        )
        .map(([name]) => `${interaction.description}: ${name}`),
    );
    expect(literal).toEqual([]);
    expect(
      pact.interactions.filter((interaction) => expressionsOf(interaction).includes('sessionToken')).length,
    ).toBeGreaterThan(40);
  });

  it("starts every interaction with exactly one persona state, its first, which resets the provider's data", () => {
    const wrong = pact.interactions
      .filter((interaction) => {
        const names = (interaction.providerStates ?? []).map((state) => state.name);
        return !PERSONA_STATES.has(names[0] ?? '') || names.slice(1).some((name) => PERSONA_STATES.has(name));
      })
      .map((interaction) => interaction.description);
    expect(wrong).toEqual([]);
  });

  it("fills every `${...}` of a request with a value that its states' setup answers", async () => {
    const missing: string[] = [];
    // One setup per distinct list of states: interactions with the same states get the same values.
    const byStates = new Map<string, PactInteraction[]>();
    for (const interaction of pact.interactions) {
      const key = JSON.stringify(interaction.providerStates ?? []);
      byStates.set(key, [...(byStates.get(key) ?? []), interaction]);
    }
    for (const interactions of byStates.values()) {
      const answered = await answeredValues(interactions[0]!);
      for (const interaction of interactions)
        for (const name of expressionsOf(interaction))
          if (!(name in answered)) missing.push(`${interaction.description}: \${${name}}`);
    }
    expect(missing).toEqual([]);
    expect(pact.interactions.flatMap(expressionsOf).length).toBeGreaterThan(76);
  });
});
