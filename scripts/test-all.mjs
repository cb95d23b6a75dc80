// `npm test`: every test layer, in order, stopping at the first failure. QA and CI run this.
// To add a layer, add its npm script to STEPS.
import { spawn } from 'node:child_process';

/*
 * The static checks run side by side: tsc, eslint, prettier and knip are each one thread, so on
 * a machine of two or more cores they take together about as long as eslint alone. Each one's
 * output is held and printed whole when it ends, so their logs do not interleave.
 */
const TOGETHER = 'static checks';

const STEPS = [
  { name: 'typecheck (tsc)', script: 'typecheck', group: TOGETHER },
  { name: 'lint (eslint)', script: 'lint', group: TOGETHER },
  { name: 'formatting (prettier --check)', script: 'format:check', group: TOGETHER },
  {
    name: 'dead code: files, exports and dependencies referenced nowhere (knip)',
    script: 'lint:dead',
    group: TOGETHER,
  },
  { name: 'unit and component tests (vitest)', script: 'test:unit' },
  {
    name: 'OpenAPI document: validators, Spectral and OWASP, examples, Prism conformance, generated client (vitest)',
    script: 'test:openapi',
  },
  {
    name: 'API contract: no breaking change since the last release without a major version',
    script: 'contract:check',
  },
  {
    name: 'OpenAPI fuzzer: 3,000+ requests from the document against the mock, and its controls (vitest)',
    script: 'test:fuzz',
  },
  { name: 'pact consumer tests and pact checks (vitest)', script: 'test:pact' },
  { name: 'pact verification against the mock', script: 'pact:verify' },
  { name: "pact verification with Pact's standard verifier (pact-verifier)", script: 'pact:verify:standard' },
  { name: 'bundle budgets (production build)', script: 'test:budgets' },
  { name: 'end-to-end tests (playwright)', script: 'test:e2e' },
  {
    name: 'API coverage: no undeclared status, every route an exercised 2xx and 4xx (unit, component, pact, e2e)',
    script: 'test:api-coverage',
    // The layers npm test has just written; e2e-http's file, left by another run, is not counted.
    env: { API_COVERAGE_LAYERS: 'unit,component,pact,e2e' },
  },
];

// Under `npm test`, npm_execpath is npm's own CLI script: running it with this node needs no
// shell on any platform. Run directly (node scripts/test-all.mjs), fall back to npm on the PATH,
// which on Windows is a .cmd shim that only a shell can start.
const npm = (args) =>
  process.env.npm_execpath?.endsWith('.js') || process.env.npm_execpath?.endsWith('.cjs')
    ? { command: process.execPath, args: [process.env.npm_execpath, ...args], shell: false }
    : { command: 'npm', args, shell: process.platform === 'win32' };

/** Runs one step; with `held`, its output is kept and handed back instead of streamed. */
const runStep = ({ script, env = {} }, held = false) =>
  new Promise((resolve) => {
    const { command, args, shell } = npm(['run', script]);
    const child = spawn(command, args, {
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      shell,
      env: { ...process.env, ...env, ...(held ? { FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } : {}) },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ code: 1, detail: error.message, output }));
    child.on('exit', (code, signal) =>
      resolve({ code: code ?? 1, detail: signal ? `killed by ${signal}` : '', output }),
    );
  });

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The steps in order, those of one group as one batch. */
const batches = [];
for (const step of STEPS) {
  const last = batches.at(-1);
  if (step.group && last?.[0].group === step.group) last.push(step);
  else batches.push([step]);
}

const results = [];
const suiteStarted = performance.now();
for (const batch of batches) {
  const held = batch.length > 1;
  if (held) console.log(`\n=== ${batch[0].group}, side by side: ${batch.map((step) => step.script).join(', ')}`);
  const finished = await Promise.all(
    batch.map(async (step) => {
      if (!held) console.log(`\n=== ${step.name}: npm run ${step.script}\n`);
      const started = performance.now();
      const { code, detail, output } = await runStep(step, held);
      const result = { step, code, detail, ms: performance.now() - started };
      if (held) {
        console.log(`\n=== ${step.name}: npm run ${step.script} (${seconds(result.ms)})\n`);
        process.stdout.write(Buffer.concat(output));
      }
      return result;
    }),
  );
  results.push(...finished);
  if (finished.some(({ code }) => code !== 0)) break;
}

const width = Math.max(...STEPS.map((step) => step.name.length));
console.log('\n=== Summary');
for (const step of STEPS) {
  const result = results.find((r) => r.step === step);
  if (!result) console.log(`  SKIP  ${step.name}`);
  else if (result.code === 0) console.log(`  PASS  ${step.name.padEnd(width)}  ${seconds(result.ms)}`);
  else
    console.log(
      `  FAIL  ${step.name.padEnd(width)}  ${seconds(result.ms)}  (exit code ${result.code}${result.detail ? `, ${result.detail}` : ''})`,
    );
}
// Wall time: the steps of a group overlap.
const total = performance.now() - suiteStarted;
const failed = results.some((r) => r.code !== 0);
console.log(`  ${failed ? 'FAILED' : 'ALL PASSED'} in ${seconds(total)}`);
process.exit(failed ? 1 : 0);
