// `npm run pact:verify`: verifies the pact files against a provider (docs/verifying-the-real-api.md).
//
//   npm run pact:verify                                      the standalone mock, started here (demo scenario, ephemeral port)
//   PACT_PROVIDER_BASE_URL=https://api.test npm run pact:verify      any other server
//   PACT_PROVIDER_STATES_URL=...                             where that server sets up provider states
//                                                            (default: <base URL>/__mock/provider-states)
//   PACT_BROKER_BASE_URL=... PACT_BROKER_TOKEN=...           pacts from a Pact Broker instead of pacts/*.json;
//   PACT_PROVIDER_VERSION=<sha> PACT_PROVIDER_BRANCH=<name>  results published with this provider version
//   PACT_PUBLISH_VERIFICATION_RESULTS=false                  verify from the broker without publishing
//   PACT_CONSUMER_VERSION_SELECTORS='[{"mainBranch":true}]'  which consumer versions (JSON)
//   PACT_DESCRIPTION='^a sign-out$'                          Pact's own filter: only the interactions whose description matches
//   PACT_LOG_LEVEL=debug                                     Pact's own logging (default warn)
//
// Exit code 0 when every interaction passed, 1 when one failed, 2 when the options are wrong.
import './pact/do-not-track';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { MockHttpServer } from '@mock/http';
import { writeLayer, type CoverageEntry } from './api-coverage/layers';
import { PACT_DIR, PROVIDER_STATES_PATH } from './pact/config';
import { verifyPacts, type BrokerOptions, type VerificationReport } from './pact/verify';

type LogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error';

const env = (name: string): string | undefined => process.env[name]?.trim() || undefined;

const fail = (message: string): never => {
  console.error(`pact:verify: ${message}`);
  process.exit(2);
};

const brokerOptions = (): BrokerOptions | undefined => {
  const url = env('PACT_BROKER_BASE_URL');
  if (!url) return undefined;
  const token = env('PACT_BROKER_TOKEN');
  const username = env('PACT_BROKER_USERNAME');
  const password = env('PACT_BROKER_PASSWORD');
  if (!token && !(username && password))
    fail('PACT_BROKER_BASE_URL needs PACT_BROKER_TOKEN (or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD).');
  const publish = env('PACT_PUBLISH_VERIFICATION_RESULTS') !== 'false';
  const providerVersion = env('PACT_PROVIDER_VERSION');
  if (publish && !providerVersion) {
    fail(
      'publishing results needs PACT_PROVIDER_VERSION (the version of the API under test, e.g. its git SHA); or set PACT_PUBLISH_VERIFICATION_RESULTS=false.',
    );
  }
  let consumerVersionSelectors: BrokerOptions['consumerVersionSelectors'];
  const selectors = env('PACT_CONSUMER_VERSION_SELECTORS');
  if (selectors) {
    try {
      consumerVersionSelectors = JSON.parse(selectors) as BrokerOptions['consumerVersionSelectors'];
    } catch {
      fail(`PACT_CONSUMER_VERSION_SELECTORS is not JSON: ${selectors}`);
    }
  }
  return {
    url,
    token,
    username,
    password,
    consumerVersionSelectors,
    providerVersion,
    providerBranch: env('PACT_PROVIDER_BRANCH'),
    publishVerificationResult: publish,
  };
};

const localPacts = (): string[] => {
  const files = readdirSync(PACT_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(PACT_DIR, name));
  if (files.length === 0) fail(`no pact files in ${PACT_DIR}; run npm run test:pact first.`);
  return files;
};

const summary = (report: VerificationReport): string => {
  const failed = report.interactions.filter((interaction) => interaction.result !== 'OK');
  const lines = [
    `${report.interactions.length - failed.length} of ${report.interactions.length} interactions verified in ${report.seconds.toFixed(1)} s`,
    ...failed.map((interaction) => `  FAILED: ${interaction.description}`),
    ...report.stateErrors.map((error) => `  STATE SETUP FAILED: ${error}`),
  ];
  if (report.rejection && report.interactions.length === 0) lines.push(`  ${report.rejection.message.slice(0, 2000)}`);
  return lines.join('\n');
};

const main = async (): Promise<void> => {
  const broker = brokerOptions();
  const pactUrls = broker ? undefined : localPacts();
  let mock: MockHttpServer | undefined;
  let providerBaseUrl = env('PACT_PROVIDER_BASE_URL')?.replace(/\/+$/, '');
  if (!providerBaseUrl) {
    const scenario = env('SCENARIO') ?? 'demo';
    // Loaded only here: a run against another provider does not load the mock and its data.
    const { startMockHttpServer } = await import('@mock/http');
    mock = await startMockHttpServer({ port: 0, scenario, quiet: true });
    providerBaseUrl = mock.url;
    console.log(`pact:verify: started the mock API on ${mock.url} (scenario ${scenario})`);
  }
  const statesUrl = env('PACT_PROVIDER_STATES_URL') ?? `${providerBaseUrl}${PROVIDER_STATES_PATH}`;
  console.log(
    `pact:verify: verifying ${broker ? `the pacts of ${broker.url}` : pactUrls?.map((file) => path.relative(process.cwd(), file)).join(', ')} against ${providerBaseUrl} (states: ${statesUrl})`,
  );
  try {
    const report = await verifyPacts({
      providerBaseUrl,
      statesUrl,
      pactUrls,
      broker,
      logLevel: (env('PACT_LOG_LEVEL') as LogLevel | undefined) ?? 'warn',
    });
    console.log(`\npact:verify: ${summary(report)}`);
    process.exitCode = report.passed ? 0 : 1;
    if (mock) {
      // What the verification exercised, for npm run test:api-coverage (docs/qa.md, "API coverage").
      const coverage = (await (await fetch(`${mock.url}/__mock/coverage`)).json()) as {
        body: { entries: CoverageEntry[] };
      };
      writeLayer('pact', coverage.body.entries);
    }
  } finally {
    await mock?.close();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
