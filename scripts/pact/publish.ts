import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/*
 * The `pact-broker publish` command of `npm run pact:publish` (docs/contract-changes.md,
 * "The Pact Broker"), built apart from running it so that a test can read it. Credentials are
 * not arguments: the CLI reads PACT_BROKER_TOKEN (or PACT_BROKER_USERNAME and
 * PACT_BROKER_PASSWORD) from the environment, so they never show in a process list or a log.
 */

export type PublishOptions = {
  brokerUrl: string;
  /** The consumer version: the git sha of the commit whose tests wrote the pacts. */
  consumerVersion: string;
  /** The git branch, when there is one (a detached checkout has none). */
  branch?: string;
  /** docs/openapi.json's info.version, published as the tag `api-<version>`. */
  contractVersion: string;
  pactDir: string;
};

export type PublishCommand = { command: string; args: string[]; pactFiles: string[] };

export const contractTag = (contractVersion: string): string => `api-${contractVersion}`;

/** Every pact file of the folder, in name order: the consumer's whole contract with its providers. */
const pactFilesIn = (pactDir: string): string[] =>
  readdirSync(pactDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(pactDir, name));

/** The Pact CLI's broker client, run with this Node (the binary ships inside the npm package). */
const PACT_BROKER_CLI = createRequire(import.meta.url).resolve('@pact-foundation/pact-cli/bin/pact-broker.js');

export const publishCommand = (options: PublishOptions): PublishCommand => {
  const pactFiles = pactFilesIn(options.pactDir);
  if (pactFiles.length === 0) throw new Error(`no pact files in ${options.pactDir}; run npm run test:pact first.`);
  return {
    command: process.execPath,
    args: [
      PACT_BROKER_CLI,
      'publish',
      ...pactFiles,
      '--broker-base-url',
      options.brokerUrl,
      '--consumer-app-version',
      options.consumerVersion,
      ...(options.branch ? ['--branch', options.branch] : []),
      '--tag',
      contractTag(options.contractVersion),
    ],
    pactFiles,
  };
};
