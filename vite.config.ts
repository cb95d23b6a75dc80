import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import { defineConfig, loadEnv, parseSync, Visitor, type ESTree, type Plugin, type ProxyOptions } from 'vite';
import { configDefaults } from 'vitest/config';

// Pact's native core must not phone home (PACT_DO_NOT_TRACK) wherever it runs.
const PACT_ENV = { PACT_DO_NOT_TRACK: 'true' };

const COMPONENT_ISOLATED = 'tests/component/**/*.isolated.test.{ts,tsx}';
/** The component tests' set-up, shared by the project that shares modules and the one that does not. */
const COMPONENT_TESTS = {
  environment: 'jsdom' as const,
  include: ['tests/component/**/*.test.{ts,tsx}'],
  setupFiles: [
    'tests/support/fresh-mock-state.ts',
    'tests/component/setup.ts',
    'tests/component/use-component-kit.ts',
    'tests/api-coverage/record-test-file.ts',
  ],
  globalSetup: ['tests/api-coverage/layer-lifecycle.ts'],
  env: { API_COVERAGE_LAYER: 'component' },
  // A component test renders the whole app against the mock (reseeded per test); on a
  // loaded 2-core CI box the first lazy screen of a file can take seconds.
  testTimeout: 15_000,
};

// One config for the app build and for every vitest project, so that the path
// aliases of tsconfig.json resolve the same way everywhere.
// The browser bundle leaves out data the in-browser mock never reads (the 150 KB budget
// for the mock chunk): tldts's public-suffix list, which only msw's cookie store consults, and
// faker's base locale. See the two files for why each is safe. Tests keep the real modules.
const inRepo = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const browserOnlyAliases = process.env.VITEST
  ? []
  : [
      { find: /^tldts$/, replacement: inRepo('./mock-server/browser/registrable-domain.ts') },
      { find: /^@faker-js\/faker\/locale\/base$/, replacement: inRepo('./mock-server/browser/faker-without-data.ts') },
    ];

/*
 * The contract's zod schemas carry descriptions (`.describe('US dollars')`) for the OpenAPI
 * document, which scripts/openapi writes in Node. The app and the in-browser mock never read one,
 * yet they weighed 1.5 KB gzipped on every screen that loads the contract, so the build leaves
 * them out (docs/decisions/0065). Only the description goes: `.describe()` returns a copy of its
 * schema that differs in nothing else. Tests and the generator read the contract as written.
 * (Here rather than in a module of its own: the config imports nothing of the repo's, since
 * Vite's coming native config loader would want the import written with its .ts extension.)
 */
const CONTRACT_FOLDER = inRepo('./contract/');

const isWrittenText = (node: ESTree.Expression | ESTree.SpreadElement): boolean =>
  (node.type === 'Literal' && typeof node.value === 'string') || node.type === 'TemplateLiteral';

/**
 * `code` without its `.describe(text)` calls whose one argument is text written in place (a string
 * or a template literal); any other call stays. Undefined when there is none.
 */
export const stripSchemaDescriptions = (code: string, filename: string) => {
  const { program, errors } = parseSync(filename, code, { lang: 'ts', sourceType: 'module' });
  if (errors.length > 0) return undefined;
  const edited = new MagicString(code);
  new Visitor({
    CallExpression(call) {
      const { callee } = call;
      if (callee.type !== 'MemberExpression' || callee.computed || callee.optional) return;
      if (callee.property.type !== 'Identifier' || callee.property.name !== 'describe') return;
      if (call.arguments.length === 1 && isWrittenText(call.arguments[0]!)) edited.remove(callee.object.end, call.end);
    },
  }).visit(program);
  if (!edited.hasChanged()) return undefined;
  return { code: edited.toString(), map: edited.generateMap({ source: filename, hires: true }) };
};

const stripSchemaDescriptionsPlugin = (): Plugin => ({
  name: 'offerdesk:strip-schema-descriptions',
  apply: 'build',
  enforce: 'pre',
  transform: {
    filter: { id: /\.ts$/ },
    handler: (code, id) => (id.startsWith(CONTRACT_FOLDER) ? stripSchemaDescriptions(code, id) : undefined),
  },
});

/**
 * The dev server without the in-browser mock (VITE_MOCK=off, `npm run dev:http`) and with no
 * VITE_API_BASE_URL: it passes /api and /__mock on to `npm run mock:serve` (MOCK_API_URL,
 * default http://127.0.0.1:4010). The app and its API share the dev server's origin, whichever
 * URL it prints: no CORS_ORIGINS, and the session cookie belongs to the page's own host
 * (docs/qa.md, "Manual QA"). The Host and Origin headers go through as the browser sent them, so
 * the mock sees a same-origin request and still refuses a write from another site.
 */
const mockApiProxy = (env: Record<string, string>): Record<string, ProxyOptions> | undefined => {
  if (env.VITE_MOCK !== 'off' || env.VITE_API_BASE_URL) return undefined;
  const target = env.MOCK_API_URL || 'http://127.0.0.1:4010';
  return { '/api/': { target }, '/__mock/': { target } };
};

export default defineConfig(({ mode }) => ({
  plugins: [react(), stripSchemaDescriptionsPlugin()],
  resolve: { tsconfigPaths: true, alias: browserOnlyAliases },
  // DEV_PORT moves the dev server, as PORT moves mock:serve (several checkouts on one machine).
  server: {
    port: Number(process.env.DEV_PORT || 5173),
    strictPort: true,
    proxy: mockApiProxy(loadEnv(mode, process.cwd(), '')),
  },
  preview: { port: 4173, strictPort: true },
  // The manifest lets scripts/bundle read which chunks each route loads first (docs/performance.md, "Bundle").
  build: {
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // Everything the entry imports statically goes into one chunk beside it. Left alone, the
    // bundler cuts it into a chunk per set of importers (the lazy screens and the mock import
    // React Router, Mantine and zod too), and the first load paid for seven small files
    // compressed apart: 6.9 KB gzipped more. TanStack Query, which the entry no longer loads
    // (src/lib/lazy-query-client.ts), is likewise one chunk rather than four, 1.5 KB less for
    // every screen that waits for it (docs/decisions/0032). Mantine's text input
    // (Input, InputBase, TextInput and the use-uncontrolled hook they share) is one chunk rather
    // than four: both first screens (sign-in, the dashboard) draw one, and so do most screens;
    // 0.8 KB off each of them, 36 of 38 screens smaller, none more than 0.2 KB larger (docs/decisions/0033).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            // Below 'initial', which keeps the one piece the entry takes (QueryClientContext).
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
            {
              name: 'text-input',
              test: /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput)|hooks[\\/]esm[\\/]use-uncontrolled)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    // vitest's default is one worker fewer than the cores: one on a 2-core CI machine, where two
    // ran the unit and component projects in 167 s rather than 221 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/pact/**'],
          // A worker imports the contract and the mock once for all its files, not once per file:
          // the project ran in 262 s isolated, 122 s not. Each file still starts from a fresh
          // mock (tests/support/fresh-mock-state.ts).
          isolate: false,
          // What each file's mock answered, merged into .cache/api-coverage/unit.json (docs/qa.md, "API coverage").
          setupFiles: ['tests/support/fresh-mock-state.ts', 'tests/api-coverage/record-test-file.ts'],
          globalSetup: ['tests/api-coverage/layer-lifecycle.ts'],
          env: { API_COVERAGE_LAYER: 'unit' },
        },
      },
      {
        extends: true,
        test: {
          ...COMPONENT_TESTS,
          name: 'component',
          exclude: [...configDefaults.exclude, 'tests/pact/**', COMPONENT_ISOLATED],
          // One jsdom and one import of the app per worker, not per file: 300 s isolated, 100 s
          // not. Each file gets a fresh mock and a clean browser (use-component-kit.ts). A file
          // that replaces a module (vi.mock) is named *.isolated.test.tsx and runs in the next
          // project, where no other file has imported the real module first.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...COMPONENT_TESTS, name: 'component-isolated', include: [COMPONENT_ISOLATED] },
      },
      {
        extends: true,
        test: {
          // docs/openapi.json as other tools read it: the validators, Prism's validating proxy in
          // front of the mock HTTP server, and a client generated from it (docs/contract.md, "OpenAPI").
          name: 'openapi',
          environment: 'node',
          include: ['tests/openapi/**/*.test.ts'],
          env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The document-driven fuzzer (Schemathesis's method, fast-check and Ajv): docs/openapi.json
          // against the mock HTTP server, and its controls (docs/contract.md, "OpenAPI").
          name: 'fuzz',
          environment: 'node',
          include: ['tests/fuzz/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Pact consumer tests: the real API layer against Pact's mock server; every file merges
          // its interactions into pacts/OfferDesk-web-OfferDesk-api.json, so one file at a time.
          name: 'pact',
          environment: 'node',
          include: ['tests/pact/consumer/**/*.pact.test.ts'],
          fileParallelism: false,
          // One worker for every file: Pact's native core loads once (about 2 s per file otherwise).
          isolate: false,
          env: PACT_ENV,
          globalSetup: ['tests/pact/support/fresh-pact-file.ts'],
          // Runs before pact-provider, which reads the pact file this project writes.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // Checks on the written pact (every contract route covered, every state implemented and
          // documented) and the drift test (the verifier fails against a drifted mock).
          name: 'pact-provider',
          environment: 'node',
          include: ['tests/pact/provider/**/*.pact.test.ts'],
          fileParallelism: false,
          // One worker: the contract, the mock and Pact's core load once for the three files.
          isolate: false,
          env: PACT_ENV,
          sequence: { groupOrder: 2 },
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Pact's standard verifier (pact-verifier) against the HTTP mock, by the commands of
          // docs/verifying-the-real-api.md (npm run pact:verify:standard).
          name: 'pact-standard',
          environment: 'node',
          include: ['tests/pact/standard/**/*.test.ts'],
          fileParallelism: false,
          env: PACT_ENV,
          testTimeout: 180_000,
        },
      },
    ],
  },
}));
