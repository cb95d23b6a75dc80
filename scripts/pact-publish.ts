// `npm run pact:publish`: publishes pacts/*.json to a Pact Broker (docs/contract-changes.md,
// "The Pact Broker") with the consumer version (the git sha), its branch, and the contract's
// version (docs/openapi.json info.version) as the tag api-<version>.
//
//   PACT_BROKER_BASE_URL=https://broker.example PACT_BROKER_TOKEN=... npm run pact:publish
//   PACT_BROKER_USERNAME / PACT_BROKER_PASSWORD    instead of a token
//   PACT_CONSUMER_VERSION=<sha>                    instead of git's HEAD
//   PACT_CONSUMER_BRANCH=<name>                    instead of git's branch (a CI checkout is often detached)
//
// Without PACT_BROKER_BASE_URL it says so, prints the command it would run and exits 0.
// Exit code 2 when the options are wrong, else the CLI's own.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { CURRENT_DOCUMENT, readDocument } from './contract/documents';
import { PACT_DIR } from './pact/config';
import { publishCommand } from './pact/publish';

const env = (name: string): string | undefined => process.env[name]?.trim() || undefined;

const fail = (message: string): never => {
  console.error(`pact:publish: ${message}`);
  process.exit(2);
};

const git = (...args: string[]): string | undefined => {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
};

const brokerUrl = env('PACT_BROKER_BASE_URL');
const consumerVersion = env('PACT_CONSUMER_VERSION') ?? git('rev-parse', 'HEAD');
const gitBranch = git('rev-parse', '--abbrev-ref', 'HEAD');
const branch = env('PACT_CONSUMER_BRANCH') ?? (gitBranch === 'HEAD' ? undefined : gitBranch);
if (!consumerVersion)
  fail('no git sha for the consumer version: run it in the git checkout or set PACT_CONSUMER_VERSION.');

const { command, args, pactFiles } = publishCommand({
  brokerUrl: brokerUrl ?? '$PACT_BROKER_BASE_URL',
  consumerVersion: consumerVersion!,
  branch,
  contractVersion: readDocument(CURRENT_DOCUMENT).info.version,
  pactDir: PACT_DIR,
});
const shown = [
  'pact-broker',
  ...args.slice(1).map((arg) => (arg.startsWith('/') ? path.relative(process.cwd(), arg) : arg)),
];

if (!brokerUrl) {
  console.log(
    `pact:publish: PACT_BROKER_BASE_URL is not set, so there is no broker to publish to; nothing was published.\nWith a broker it would run:\n  ${shown.join(' ')}`,
  );
  process.exit(0);
}
if (!env('PACT_BROKER_TOKEN') && !(env('PACT_BROKER_USERNAME') && env('PACT_BROKER_PASSWORD')))
  fail('PACT_BROKER_BASE_URL needs PACT_BROKER_TOKEN (or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD).');
// A pact published under a sha must be the one that commit's tests write.
if (!env('PACT_CONSUMER_VERSION') && git('status', '--porcelain', '--', PACT_DIR))
  fail(
    `${path.relative(process.cwd(), PACT_DIR)}/ has uncommitted changes: commit them, or name the version with PACT_CONSUMER_VERSION.`,
  );
if (!branch) console.warn('pact:publish: no branch (a detached checkout); set PACT_CONSUMER_BRANCH to publish one.');

console.log(`pact:publish: publishing ${pactFiles.length} pact file(s) to ${brokerUrl}:\n  ${shown.join(' ')}`);
const result = spawnSync(command, args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
