import { readFileSync } from 'node:fs';
import { PACT_FILE } from '../../../scripts/pact/config';

/** The parts of a V4 pact file the checks on it read (tests/pact/provider). */
export type PactInteraction = {
  description: string;
  providerStates?: { name: string; params?: Record<string, unknown> }[];
  request: {
    method: string;
    path: string;
    headers?: Record<string, string[]>;
    body?: { content: unknown; contentType?: string };
  };
  response: {
    status: number;
    body?: { content: unknown; contentType?: string };
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
