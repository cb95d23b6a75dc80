import { defineConfig } from 'vitest/config';

// The vitest setup Stryker runs (stryker.config.mjs, which names the tests of the chosen areas in
// MUTATION_TESTS): node, without the unit project's API-coverage hooks, which would write into
// the sandbox on every mutant. The socket suites (*.http.test.ts) start HTTP servers and check
// nothing of these rules that the in-process tests do not.
const tests = process.env.MUTATION_TESTS;
if (!tests)
  throw new Error('tests/mutation/vitest.config.ts is run by `npm run test:mutation`, which sets MUTATION_TESTS');

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: JSON.parse(tests) as string[],
    exclude: ['**/node_modules/**', 'tests/unit/**/*.http.test.ts'],
    // Instrumented code runs slower: building the large-account scenario took over the default
    // five seconds on a loaded machine.
    testTimeout: 30_000,
  },
});
