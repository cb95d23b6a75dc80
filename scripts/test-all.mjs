// `npm test`: every test layer, in order, stopping at the first failure. QA and CI run this.
// To add a layer, add its npm script to STEPS.
import { spawn } from 'node:child_process';

const STEPS = [
  { name: 'typecheck (tsc)', script: 'typecheck' },
  { name: 'lint (eslint)', script: 'lint' },
  { name: 'formatting (prettier --check)', script: 'format:check' },
  { name: 'dead code: files, exports and dependencies referenced nowhere (knip)', script: 'lint:dead' },
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

const runStep = ({ script, env = {} }) =>
  new Promise((resolve) => {
    const { command, args, shell } = npm(['run', script]);
    const child = spawn(command, args, { stdio: 'inherit', shell, env: { ...process.env, ...env } });
    child.on('error', (error) => resolve({ code: 1, detail: error.message }));
    child.on('exit', (code, signal) => resolve({ code: code ?? 1, detail: signal ? `killed by ${signal}` : '' }));
  });

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const results = [];
for (const step of STEPS) {
  console.log(`\n=== ${step.name}: npm run ${step.script}\n`);
  const started = performance.now();
  const { code, detail } = await runStep(step);
  results.push({ step, code, detail, ms: performance.now() - started });
  if (code !== 0) break;
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
const total = results.reduce((sum, r) => sum + r.ms, 0);
const failed = results.some((r) => r.code !== 0);
console.log(`  ${failed ? 'FAILED' : 'ALL PASSED'} in ${seconds(total)}`);
process.exit(failed ? 1 : 0);
