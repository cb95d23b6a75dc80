// Mutation testing (`npm run test:mutation`, docs/mutation-testing.md): Stryker changes one rule
// at a time in three rule-heavy areas and checks that some unit test fails. Outside `npm test`:
// it takes minutes. MUTATION_AREA=decisions|formula|policies runs one area; unset, all three.
// Stryker 9.6.1, not 10: 10 refuses Node 20 (docs/decisions/0064).

/** Each area's code, and the unit tests that guard it. */
const AREAS = {
  decisions: {
    mutate: ['src/features/offers/lib/decisions/**/*.ts'],
    tests: ['tests/unit/features/offers/**/*.test.ts'],
  },
  formula: {
    mutate: ['contract/formula/**/*.ts'],
    tests: ['tests/unit/contract/formula*.test.ts', 'tests/unit/fixtures/formulas.test.ts'],
  },
  policies: {
    mutate: ['mock-server/policies/**/*.ts'],
    // The policies' own unit tests. The mock's domain tests (offers, listings, invitations, ...)
    // reach the policies too, through the handlers, but each takes seconds to set up, and the
    // 144 mutants of module-level code each rerun every test: with them, a run took hours.
    tests: [
      'tests/unit/mock-server/policies/**/*.test.ts',
      'tests/unit/mock-server/policies.test.ts',
      'tests/unit/mock-server/offers/offer-policies.test.ts',
      'tests/unit/mock-server/listings/policies.test.ts',
    ],
  },
};

const requested = process.env.MUTATION_AREA || undefined;
if (requested !== undefined && !Object.hasOwn(AREAS, requested)) {
  throw new Error(`MUTATION_AREA must be one of ${Object.keys(AREAS).join(', ')}; got "${requested}"`);
}
const areas = requested ? [AREAS[requested]] : Object.values(AREAS);
const name = requested ?? 'all';

// The tests are chosen by the vitest config's `include` (read from MUTATION_TESTS in the test
// runner processes, which inherit this environment), not by Stryker's `testFiles`: with
// `testFiles`, Stryker 9.6.1 activates a mutant of module-level code only after the module has
// loaded, so every such mutant "survives" (https://github.com/stryker-mutator/stryker-js/issues/6144).
process.env.MUTATION_TESTS = JSON.stringify(areas.flatMap((area) => area.tests));

export default {
  testRunner: 'vitest',
  vitest: { configFile: 'tests/mutation/vitest.config.ts', related: true },
  coverageAnalysis: 'perTest',
  // The mock's policies keep no Stryker comments: their equivalent mutants are listed, each with
  // its reason, in tests/mutation/equivalent-mutants.mjs, whose entries act as such comments would.
  plugins: ['@stryker-mutator/vitest-runner', './tests/mutation/equivalent-mutants.mjs'],
  ignorers: ['equivalent-mutants'],
  mutate: areas.flatMap((area) => area.mutate),
  // At most two workers: the machine has two cores and other work on it.
  concurrency: 2,
  timeoutMS: 10_000,
  // The first run, every test of the area once with coverage, on a loaded two-core machine.
  dryRunTimeoutMinutes: 20,
  tempDirName: '.cache/stryker-tmp',
  incrementalFile: `.cache/mutation/${name}-incremental.json`,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `.cache/mutation/${name}.html` },
  jsonReporter: { fileName: `.cache/mutation/${name}.json` },
  clearTextReporter: { allowColor: false, reportTests: false, reportMutants: true, reportScoreTable: true },
  thresholds: { high: 95, low: 90, break: 90 },
  ignorePatterns: ['.cache', 'dist', 'test-results', 'playwright-report', 'playwright-report-http', 'pacts'],
};
