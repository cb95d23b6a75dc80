import { readFileSync } from 'node:fs';
import { PACT_FILE } from '../../../scripts/pact/config';

/** A generator of the pact: `ProviderState` ones fill `${name}` expressions from the provider state. */
export type PactGenerator = { type: string; expression?: string };

/** Matching rules by where they apply (`$.body.id`, a header's name): Pact's V4 form. */
export type PactRules = Record<string, { matchers: Record<string, unknown>[]; combine?: string }>;

/** The parts of a V4 pact file the checks on it read (tests/pact/provider). */
export type PactInteraction = {
  description: string;
  providerStates?: { name: string; params?: Record<string, unknown> }[];
  request: {
    method: string;
    path: string;
    headers?: Record<string, string[]>;
    body?: { content: unknown; contentType?: string };
    generators?: {
      path?: PactGenerator;
      header?: Record<string, PactGenerator>;
      query?: Record<string, PactGenerator>;
      body?: Record<string, PactGenerator>;
    };
  };
  response: {
    status: number;
    headers?: Record<string, string[]>;
    body?: { content: unknown; contentType?: string; encoded?: false | string };
    matchingRules?: { body?: PactRules; header?: PactRules };
  };
};

export type PactFile = {
  consumer: { name: string };
  provider: { name: string };
  interactions: PactInteraction[];
};

export const readPactFile = (file: string = PACT_FILE): PactFile => JSON.parse(readFileSync(file, 'utf8')) as PactFile;

/** A header of the interaction's request, whatever its case; undefined when absent. */
export const requestHeader = (interaction: PactInteraction, name: string): string | undefined => {
  const entry = Object.entries(interaction.request.headers ?? {}).find(
    ([key]) => key.toLowerCase() === name.toLowerCase(),
  );
  return entry?.[1].join(', ');
};
