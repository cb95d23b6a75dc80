import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PERSONA_STATES, PROVIDER_STATE_SETUPS } from '@mock/handlers/controls/provider-state-setups';
import { startMockHttpServer } from '@mock/http';
import { describe, expect, it } from 'vitest';
import { PROVIDER_STATES_PATH } from '../../../scripts/pact/config';
import { readPactFile } from '../support/pact-file';
import { ALL_STATES } from '../support/provider-states';

// The provider states are the backend team's to implement: the names in the pact, the list the
// consumer tests use, what the mock implements and what docs/verifying-the-real-api.md documents
// must be one and the same list.
const DOCS = path.resolve(import.meta.dirname, '../../../docs/verifying-the-real-api.md');
const names = ALL_STATES.map((state) => state.name).sort();

/** The rows of the "## Provider states" table (before its subsections): `| \`name\` | params | \`value\`, ... | meaning |`. */
const documentedStates = (): { name: string; values: string[] }[] => {
  const section =
    readFileSync(DOCS, 'utf8')
      .split(/^## /m)
      .find((part) => part.startsWith('Provider states\n'))
      ?.split(/^### /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [name = '', , values = ''] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return { name: name.replace(/^`|`$/g, ''), values: [...values.matchAll(/`([^`]+)`/g)].map((match) => match[1]!) };
    });
};

describe('provider states', () => {
  it('the pact names exactly the states of tests/pact/support/provider-states.ts', () => {
    const inPact = new Set(
      readPactFile().interactions.flatMap((interaction) =>
        (interaction.providerStates ?? []).map((state) => state.name),
      ),
    );
    expect([...inPact].sort()).toEqual(names);
  });

  it('the mock implements every state, and no other, and knows the same persona states', () => {
    expect(Object.keys(PROVIDER_STATE_SETUPS).sort()).toEqual(names);
    expect([...PERSONA_STATES].sort()).toEqual(
      ALL_STATES.filter((state) => state.persona)
        .map((state) => state.name)
        .sort(),
    );
  });

  it("the mock's setup of each state answers exactly the values of the list, as a flat JSON object", async () => {
    const mock = await startMockHttpServer({ port: 0, quiet: true });
    const setUp = async (name: string, params: Record<string, unknown> = {}) => {
      const response = await fetch(`${mock.url}${PROVIDER_STATES_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ state: name, params, action: 'setup' }),
      });
      expect(response.status, name).toBe(200);
      return (await response.json()) as Record<string, unknown>;
    };
    try {
      const answered: Record<string, string[]> = {};
      for (const state of ALL_STATES) {
        // After a persona state, as in every interaction of the pact.
        await setUp('nobody is signed in');
        answered[state.name] = Object.keys(await setUp(state.name, state.params)).sort();
      }
      expect(answered).toEqual(Object.fromEntries(ALL_STATES.map((state) => [state.name, [...state.values].sort()])));
    } finally {
      await mock.close();
    }
  });

  it('docs/verifying-the-real-api.md documents every state with the values its setup answers', () => {
    const documented = documentedStates().sort((a, b) => a.name.localeCompare(b.name));
    expect(documented).toEqual(
      [...ALL_STATES]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((state) => ({ name: state.name, values: [...state.values] })),
    );
  });
});
