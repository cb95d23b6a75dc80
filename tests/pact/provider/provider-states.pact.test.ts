import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROVIDER_STATE_SETUPS } from '@mock/handlers/controls/provider-state-setups';
import { describe, expect, it } from 'vitest';
import { readPactFile } from '../support/pact-file';
import { ALL_STATES } from '../support/provider-states';

// The provider states are the backend team's to implement: the names in the pact, the list the
// consumer tests use, what the mock implements and what docs/verifying-the-real-api.md documents
// must be one and the same list.
const DOCS = path.resolve(import.meta.dirname, '../../../docs/verifying-the-real-api.md');
const names = ALL_STATES.map((state) => state.name).sort();

/** The rows of the "## Provider states" table: `| \`name\` | params | \`value\`, ... | meaning |`. */
const documentedStates = (): { name: string; values: string[] }[] => {
  const section =
    readFileSync(DOCS, 'utf8')
      .split(/^## /m)
      .find((part) => part.startsWith('Provider states\n')) ?? '';
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

  it('the mock implements every state, and no other', () => {
    expect(Object.keys(PROVIDER_STATE_SETUPS).sort()).toEqual(names);
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
