import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The dependency direction (docs/architecture.md, "The layers"), enforced:
//   contract <- fixtures <- mock-server;  contract <- src;  tests -> anything; nothing imports tests.
// Inside src: components, lib, config <- features <- app; features never import each other.
// No type-aware rules: they need the TypeScript program and are too slow on a 2-core CI box.

const CODE = '**/*.{js,mjs,cjs,ts,tsx,mts,cts}';
const TS = '**/*.{ts,tsx,mts,cts}';

/** The features the app started with; folders that appear later under src/features are added on top. */
const KNOWN_FEATURES = ['auth', 'listings', 'offers', 'settings', 'subscription', 'verification', 'demo'];

/** The one file in src/ that may reach the mock, and only with a dynamic import. */
const MOCKING_BRIDGE = 'src/app/enable-mocking.ts';

const CONTRACT_PACKAGES =
  'contract/ imports only its own files, zod and @ts-rest/core: it is shared by the client, the mock and the backend team.';
const FIXTURES_PACKAGES = 'fixtures/ imports only contract/, @faker-js/faker and zod.';

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * no-restricted-imports options that allow relative imports and the given packages (and their
 * subpaths) and report every other import, bare or aliased.
 */
const onlyThese = (allowed, message) => ({
  patterns: [{ regex: `^(?!(?:\\.{1,2}(?:/|$)|(?:${allowed.map(escapeRegExp).join('|')})(?:/|$)))`, message }],
});

/** Syntax banned everywhere: raw HTML injection. */
const NO_RAW_HTML = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Do not inject raw HTML; render text, or sanitise and review in a dedicated component.',
  },
  {
    selector: "Property[key.name='dangerouslySetInnerHTML']",
    message: 'Do not inject raw HTML; render text, or sanitise and review in a dedicated component.',
  },
];

/** Every address of the app is built in one file, by its route's `href(...)`, which URL-encodes each parameter. */
const PATHS_FILE = 'src/config/paths.ts';
const HAND_BUILT_PATH = `Build a listing's address with paths.listing.<page>.href(...) from ${PATHS_FILE}, not by hand.`;
const NO_HAND_BUILT_PATHS = [
  { selector: 'Literal[value=/listings\\/s\\//]', message: HAND_BUILT_PATH },
  { selector: 'TemplateLiteral > TemplateElement[value.raw=/listings\\/s\\//]', message: HAND_BUILT_PATH },
];

/*
 * The mock and the fixtures own time and randomness (docs/mock-server/running.md, "Time"): a scenario
 * and a seed give the same data on every machine and run only while no code of theirs reads
 * the wall clock or a random source. Comments may name these; code may not.
 */
const DETERMINISM_WHY = 'the same scenario and seed must give the same data on every machine and run';
const READS_THE_CLOCK = `the mock's time is its own clock (mock-server/state/clock.ts): read clock.now(), clock.nowMs() or clock.today(), or the scenario's reference date in fixtures/; ${DETERMINISM_WHY}.`;
const RANDOM_VALUES = {
  selector:
    ":matches(MemberExpression[property.name='getRandomValues'], CallExpression[callee.name='getRandomValues'])",
  message: `crypto.getRandomValues is for secret tokens only (sessions, magic links: mock-server/lib/secret-tokens.ts, decisions 0010 and 0061): they are secrets, not data; everything else is seeded, because ${DETERMINISM_WHY}.`,
};
const NO_CLOCK_NO_RANDOM = [
  {
    selector: "MemberExpression[property.name='now']:matches([object.name='Date'], [object.property.name='Date'])",
    message: `Date.now() reads the wall clock; ${READS_THE_CLOCK}`,
  },
  {
    selector: "NewExpression[arguments.length=0]:matches([callee.name='Date'], [callee.property.name='Date'])",
    message: `new Date() without an argument reads the wall clock; ${READS_THE_CLOCK}`,
  },
  {
    selector: "CallExpression:matches([callee.name='Date'], [callee.property.name='Date'])",
    message: `Date() returns the wall-clock time as text, whatever it is given; ${READS_THE_CLOCK}`,
  },
  {
    selector: "MemberExpression[property.name='random']:matches([object.name='Math'], [object.property.name='Math'])",
    message: `Math.random() differs on every run: draw from the scenario's seeded faker (fixtures/lib/seeded-faker.ts) or derive the value from the data; ${DETERMINISM_WHY}.`,
  },
  {
    selector: ":matches(MemberExpression[property.name='randomUUID'], CallExpression[callee.name='randomUUID'])",
    message: `crypto.randomUUID() differs on every run: allocate ids from the tables (db.<table>.insert) or derive them from the seed; ${DETERMINISM_WHY}.`,
  },
  RANDOM_VALUES,
];
/** The one module that may draw random bytes: session and magic-link tokens are secrets (decisions 0010, 0061). */
const SECRET_TOKENS_MODULE = 'mock-server/lib/secret-tokens.ts';
/** The one module that may read the wall clock: when a universe was created and last used, never data (decision 0038). */
const UNIVERSE_WALL_CLOCK_MODULE = 'mock-server/universes/wall-clock.ts';
const READS_WALL_CLOCK = NO_CLOCK_NO_RANDOM.slice(0, 3);

/** The form kit wires every field one way (docs/architecture.md, src/components/form/); features use its kinds. */
const FORM_KIT = 'src/components/form';
const ONE_FIELD_WIRING = `Bind a field with a kind of the form kit (${FORM_KIT}), or <FormField render={...}> for an input of your own: one wiring, so every field shows its error and takes focus alike.`;
const NO_HAND_WIRED_FIELDS = [
  {
    selector: "CallExpression:matches([callee.name='register'], [callee.property.name='register'])",
    message: ONE_FIELD_WIRING,
  },
];

/*
 * The mock hosts many universes in one process (docs/mock-server/universes.md): a module-level
 * variable, Map or Set is shared by all of them, so one universe's data or settings would leak
 * into another's. State is declared in mock-server/state/ instead, by name (state/registry.ts):
 * perUniverse for a universe's own, processWide for what the entry point installs. A table that
 * never changes is typed ReadonlyMap or ReadonlySet. A WeakMap is a memo of its key (a frozen
 * row, a route, a response), which belongs to one universe or to none, so it is left alone.
 */
const MODULE_STATE = `module-level state is shared by every universe of the mock: declare it in mock-server/state/ under a name in state/registry.ts (perUniverse, or processWide for what the entry point installs); type a table that never changes ReadonlyMap or ReadonlySet.`;
const MUTABLE_COLLECTION =
  'VariableDeclarator:not([id.typeAnnotation.typeAnnotation.typeName.name=/^Readonly(Map|Set)$/]) > NewExpression.init[callee.name=/^(Map|Set)$/]';
const NO_MODULE_STATE = [
  { selector: 'Program > VariableDeclaration[kind=/^(let|var)$/]', message: MODULE_STATE },
  { selector: 'Program > ExportNamedDeclaration > VariableDeclaration[kind=/^(let|var)$/]', message: MODULE_STATE },
  { selector: `Program > VariableDeclaration > ${MUTABLE_COLLECTION}`, message: MODULE_STATE },
  { selector: `Program > ExportNamedDeclaration > VariableDeclaration > ${MUTABLE_COLLECTION}`, message: MODULE_STATE },
];
/** Where the mock's module-level state is declared, and so the one folder of mock-server/ without NO_MODULE_STATE. */
const MOCK_STATE_FOLDER = 'mock-server/state/**';

/*
 * Every function of mock-server/domain/ that reads or writes a universe's state takes one shape
 * (docs/mock-server/writing-a-handler.md, "Domain operations"): `(deps: DomainDeps, ...input)`, the
 * database and the clock handed in first as one object, which a handler fills with its ctx. So the
 * domain names neither Database nor MockClock, does not import the universe's db or clock, and
 * names DomainDeps only as a function's first parameter. domain/deps.ts, which declares it, is exempt.
 */
const DOMAIN_DEPS_FILE = 'mock-server/domain/deps.ts';
const DOMAIN_SHAPE = `is not a shape of domain/: a domain function takes the database and the clock as its first parameter, typed DomainDeps (${DOMAIN_DEPS_FILE}), and a handler passes its ctx (docs/mock-server/writing-a-handler.md, "Domain operations").`;
const ONE_DOMAIN_SHAPE = [
  {
    selector: 'TSTypeReference[typeName.name=/^(Database|MockClock)$/]',
    message: `A Database or MockClock parameter or type ${DOMAIN_SHAPE}`,
  },
  {
    selector:
      'ImportDeclaration[source.value=/(^|\\/)(db\\/database|state\\/clock)$/] > :matches(ImportSpecifier[imported.name=/^(db|clock)$/], ImportNamespaceSpecifier)',
    message: `Importing the universe's db or clock ${DOMAIN_SHAPE}`,
  },
  {
    selector:
      "TSTypeReference[typeName.name='DomainDeps']:not(:function > :matches(Identifier, ObjectPattern):first-child > TSTypeAnnotation > TSTypeReference)",
    message: `DomainDeps anywhere but a function's first parameter ${DOMAIN_SHAPE}`,
  },
];

/** no-restricted-imports sees only static imports, so contract/ may not import dynamically at all. */
const NO_DYNAMIC_IMPORTS = [{ selector: 'ImportExpression', message: CONTRACT_PACKAGES }];

/** @param {string} root */
const featuresOf = (root) => {
  const dir = path.join(root, 'src/features');
  const onDisk = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  return [...new Set([...KNOWN_FEATURES, ...onDisk])].sort();
};

/**
 * import-x/no-restricted-paths zones, relative to root. The rule works on resolved paths, so it
 * also catches relative imports, aliases, `export ... from` and dynamic `import()`.
 * @param {string} root
 * @param {{ bridge: boolean }} options bridge: the zones for src/app/enable-mocking.ts
 */
const zones = (root, { bridge }) => [
  {
    target: './contract',
    from: './',
    except: ['./contract', './node_modules'],
    message: CONTRACT_PACKAGES,
  },
  {
    target: './fixtures',
    from: './',
    except: ['./fixtures', './contract', './node_modules'],
    message: FIXTURES_PACKAGES,
  },
  {
    target: './mock-server',
    from: './src',
    message: 'mock-server/ never imports src/; move what both need into contract/.',
  },
  {
    target: [
      './mock-server/domain',
      './mock-server/policies',
      './mock-server/presenters',
      './mock-server/lib',
      './mock-server/framework',
      './mock-server/state',
      './mock-server/db',
    ],
    from: './mock-server/handlers',
    message:
      'Only handlers import mock-server/handlers/; what a handler and something else both need belongs in domain/, policies/ or presenters/ (docs/mock-server.md).',
  },
  {
    target: ['./src', './mock-server', './fixtures', './contract', './scripts', './*.{js,mjs,ts}'],
    from: './tests',
    message: 'Nothing imports tests/.',
  },
  bridge
    ? {
        target: './src',
        from: './mock-server',
        except: ['./browser.ts', './browser'],
        message: `${MOCKING_BRIDGE} may load mock-server/browser and nothing else from mock-server/.`,
      }
    : {
        target: './src',
        from: './mock-server',
        message: `src/ never imports mock-server/; only ${MOCKING_BRIDGE} may load mock-server/browser, dynamically.`,
      },
  {
    target: './src',
    from: './fixtures',
    message: 'src/ never imports fixtures/; the app sees data only through the API.',
  },
  {
    target: ['./src/components', './src/lib', './src/config'],
    from: ['./src/features', './src/app'],
    message: 'Shared code (src/components, src/lib, src/config) must not depend on features or the app.',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'Features do not import src/app; the app composes the features.',
  },
  ...featuresOf(root).map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature; move what both need into src/components or src/lib.',
  })),
];

/**
 * The whole config for a project rooted at `root`. A function so that the lint test can apply the
 * very same rules to the small fixture tree in tests/fixtures/lint/tree.
 * @param {string} root absolute path of the project root
 */
export const createConfig = (root) =>
  defineConfig([
    globalIgnores([
      'dist/',
      'coverage/',
      'playwright-report/',
      'playwright-report-http/',
      'test-results/',
      'blob-report/',
      '.scratch/',
      '.cache/',
      'public/mockServiceWorker.js',
      // Deliberately bad code: linted only by tests/unit/lint/dependency-direction.test.ts.
      'tests/fixtures/lint/',
      // Imports types generated at test time into .cache/; tests/openapi/typed-client.test.ts type-checks it.
      'tests/openapi/typed-client/',
    ]),
    {
      linterOptions: { reportUnusedDisableDirectives: 'error' },
    },
    js.configs.recommended,
    tseslint.configs.recommended,
    {
      name: 'offerdesk/base',
      files: [CODE],
      plugins: { 'import-x': importX },
      languageOptions: { globals: { ...globals.es2023 } },
      settings: {
        'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
        'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
        'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
        'import-x/resolver-next': [
          createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json'), alwaysTryTypes: true }),
        ],
      },
      rules: {
        // Text is parsed, never run as code (the formula language, decision 0003): no eval, no
        // Function constructor, no string handed to setTimeout and the like.
        'no-eval': 'error',
        'no-implied-eval': 'error',
        'no-new-func': 'error',
        'no-restricted-syntax': ['error', ...NO_RAW_HTML],
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/no-unused-vars': [
          'error',
          {
            argsIgnorePattern: '^_',
            varsIgnorePattern: '^_',
            caughtErrorsIgnorePattern: '^_',
            ignoreRestSiblings: true,
          },
        ],
        // no-restricted-paths skips what it cannot resolve; failing on unresolved imports closes that gap.
        'import-x/no-unresolved': ['error', { ignore: ['\\?', '^virtual:'] }],
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones(root, { bridge: false }) }],
      },
    },
    {
      name: 'offerdesk/esm',
      files: ['**/*.{js,mjs,ts,tsx,mts}'],
      // The package is "type": "module"; require() would also slip past no-restricted-imports.
      rules: { 'import-x/no-commonjs': 'error' },
    },
    {
      name: 'offerdesk/no-cycle',
      files: ['{contract,fixtures,mock-server,src}/**/*.{ts,tsx}'],
      rules: {
        // Type-only imports and packages are skipped; the depth bounds the walk on large graphs.
        'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: 12 }],
      },
    },
    {
      name: 'offerdesk/mocking-bridge',
      files: [MOCKING_BRIDGE],
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones(root, { bridge: true }) }],
        // A static import would put the mock into the production bundle.
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: '^@mock/|(^|/)mock-server(/|$)',
                message: 'Load mock-server/browser with a dynamic import() so it never lands in the production bundle.',
              },
            ],
          },
        ],
      },
    },
    {
      name: 'offerdesk/paths',
      files: ['src/**/*.{ts,tsx}'],
      ignores: [PATHS_FILE],
      rules: { 'no-restricted-syntax': ['error', ...NO_RAW_HTML, ...NO_HAND_BUILT_PATHS, ...NO_HAND_WIRED_FIELDS] },
    },
    {
      name: 'offerdesk/form-wiring',
      files: ['src/**/*.{ts,tsx}'],
      ignores: [`${FORM_KIT}/**`, MOCKING_BRIDGE],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              { name: 'react-hook-form', importNames: ['Controller', 'useController'], message: ONE_FIELD_WIRING },
            ],
          },
        ],
      },
    },
    {
      name: 'offerdesk/contract',
      files: ['contract/**'],
      rules: {
        'no-restricted-imports': ['error', onlyThese(['zod', '@ts-rest/core', '@contract'], CONTRACT_PACKAGES)],
        'no-restricted-syntax': ['error', ...NO_RAW_HTML, ...NO_DYNAMIC_IMPORTS],
      },
    },
    {
      name: 'offerdesk/fixtures',
      files: ['fixtures/**'],
      rules: {
        'no-restricted-syntax': ['error', ...NO_RAW_HTML, ...NO_CLOCK_NO_RANDOM],
        'no-restricted-imports': [
          'error',
          // zod: fixtures describe their stored records in the contract's schema language.
          onlyThese(['@contract', '@fixtures', '@faker-js/faker', 'zod'], FIXTURES_PACKAGES),
        ],
      },
    },
    {
      name: 'offerdesk/mock-determinism',
      files: ['mock-server/**'],
      rules: { 'no-restricted-syntax': ['error', ...NO_RAW_HTML, ...NO_CLOCK_NO_RANDOM, ...NO_MODULE_STATE] },
    },
    {
      name: 'offerdesk/domain-shape',
      files: ['mock-server/domain/**'],
      ignores: [DOMAIN_DEPS_FILE],
      rules: {
        'no-restricted-syntax': [
          'error',
          ...NO_RAW_HTML,
          ...NO_CLOCK_NO_RANDOM,
          ...NO_MODULE_STATE,
          ...ONE_DOMAIN_SHAPE,
        ],
      },
    },
    {
      name: 'offerdesk/mock-state',
      files: [MOCK_STATE_FOLDER],
      rules: { 'no-restricted-syntax': ['error', ...NO_RAW_HTML, ...NO_CLOCK_NO_RANDOM] },
    },
    {
      name: 'offerdesk/secret-tokens',
      files: [SECRET_TOKENS_MODULE],
      // Session and magic-link tokens are 256 random bits, so no one can compute another user's cookie or link offline.
      rules: {
        'no-restricted-syntax': [
          'error',
          ...NO_RAW_HTML,
          ...NO_CLOCK_NO_RANDOM.filter((restriction) => restriction !== RANDOM_VALUES),
          ...NO_MODULE_STATE,
        ],
      },
    },
    {
      name: 'offerdesk/universe-wall-clock',
      files: [UNIVERSE_WALL_CLOCK_MODULE],
      rules: {
        'no-restricted-syntax': [
          'error',
          ...NO_RAW_HTML,
          ...NO_CLOCK_NO_RANDOM.filter((restriction) => !READS_WALL_CLOCK.includes(restriction)),
          ...NO_MODULE_STATE,
        ],
      },
    },
    {
      // The component tests share a worker's modules (docs/decisions/0067): vi.mock in one file
      // would not reach a module another file had already loaded, and would silently not apply.
      name: 'offerdesk/component-tests-share-modules',
      files: ['tests/component/**/*.{ts,tsx}'],
      ignores: ['tests/component/**/*.isolated.test.{ts,tsx}'],
      rules: {
        'no-restricted-syntax': [
          'error',
          ...NO_RAW_HTML,
          {
            selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock)$/]",
            message:
              'Component tests share modules: a file that replaces a module is named *.isolated.test.tsx and runs isolated (docs/decisions/0067).',
          },
        ],
      },
    },
    {
      name: 'offerdesk/browser',
      files: ['src/**', 'mock-server/**'],
      languageOptions: { globals: { ...globals.browser } },
    },
    {
      name: 'offerdesk/service-worker',
      files: ['public/mock-service-worker.js'],
      languageOptions: { globals: { ...globals.serviceworker } },
    },
    {
      name: 'offerdesk/node',
      files: ['mock-server/**', 'scripts/**', 'tests/**', '*.{js,mjs,ts}'],
      languageOptions: { globals: { ...globals.node } },
    },
    {
      name: 'offerdesk/react',
      files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'],
      ...reactHooks.configs.flat['recommended-latest'],
    },
    {
      name: 'offerdesk/ts',
      files: [TS],
      rules: {
        // TypeScript reports undefined names itself, and knows about types and globals better.
        'no-undef': 'off',
      },
    },
  ]);

export default createConfig(import.meta.dirname);
