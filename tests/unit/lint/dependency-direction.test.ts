import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  itAllows,
  itRejects,
  itRejectsTwice,
  linesOf,
  lintAs,
  repositoryLint,
  ROOT,
} from './support/lint';

// The dependency direction of conventions.md is enforced by eslint.config.js. These tests lint
// deliberately bad snippets as if they lived at a given path and expect the specific error, so a
// config change that silently disables a boundary fails here.

// A miniature of the repository with tiny real files: no-restricted-paths checks resolved paths,
// so the files a bad snippet imports have to exist. Its config calls the root's createConfig.
const TREE = path.join(ROOT, 'tests/fixtures/lint/tree');

const NO_MOCK_IN_SRC = { ruleId: 'import-x/no-restricted-paths', message: 'src/ never imports mock-server/' };
const NO_SRC_IN_MOCK = { ruleId: 'import-x/no-restricted-paths', message: 'mock-server/ never imports src/' };
const CONTRACT_ONLY = {
  ruleId: 'no-restricted-imports',
  message: 'contract/ imports only its own files, zod and @ts-rest/core',
};
const NO_CROSS_FEATURE = {
  ruleId: 'import-x/no-restricted-paths',
  message: 'A feature does not import another feature',
};

describe('dependency direction (tests/fixtures/lint/tree)', { timeout: 60_000 }, () => {
  let eslint: ESLint;
  const lint = (filePath: string, code: string) => lintAs(eslint, TREE, filePath, code);

  beforeAll(async () => {
    eslint = new ESLint({ cwd: TREE, overrideConfigFile: path.join(TREE, 'eslint.config.js'), ignore: false });
    await lint('src/lib/warm-up.ts', 'export const warm = 1;\n');
  }, 60_000);

  describe('src/ and mock-server/', () => {
    itRejects(lint, [
      {
        name: 'rejects src/ importing mock-server/ through the alias',
        file: 'src/features/offers/bad.ts',
        code: "import { worker } from '@mock/browser';\nexport const start = () => worker.start();\n",
        error: NO_MOCK_IN_SRC,
      },
      {
        name: 'rejects src/ importing mock-server/ by a relative path',
        file: 'src/lib/bad.ts',
        code: "import { handlers } from '../../mock-server/handlers';\nexport const all = handlers;\n",
        error: NO_MOCK_IN_SRC,
      },
      {
        name: 'rejects a dynamic import of the mock outside the bridge file',
        file: 'src/app/bootstrap.ts',
        code: "export const start = async () => (await import('@mock/browser')).worker.start();\n",
        error: NO_MOCK_IN_SRC,
      },
      {
        name: 'rejects mock-server/ importing src/',
        file: 'mock-server/handlers/listings.ts',
        code: "import { formatMoney } from '@/lib/format';\nexport const label = formatMoney(100);\n",
        error: NO_SRC_IN_MOCK,
      },
      {
        name: 'rejects src/ importing fixtures/',
        file: 'src/features/offers/bad.ts',
        code: "import { personas } from '@fixtures/personas';\nexport const first = personas[0];\n",
        error: { ruleId: 'import-x/no-restricted-paths', message: 'src/ never imports fixtures/' },
      },
      {
        name: "rejects mock-server/domain/ importing a handler's module",
        file: 'mock-server/domain/offers/bad.ts',
        code: "import { sendToSellers } from '../../handlers/offers';\nexport const send = sendToSellers;\n",
        error: { ruleId: 'import-x/no-restricted-paths', message: 'Only handlers import mock-server/handlers/' },
      },
      {
        name: 'rejects importing tests/ from source',
        file: 'mock-server/db.ts',
        code: "import { renderWithProviders } from '../tests/render';\nexport const render = renderWithProviders;\n",
        error: { ruleId: 'import-x/no-restricted-paths', message: 'Nothing imports tests/' },
      },
    ]);
  });

  describe('the mocking bridge src/app/enable-mocking.ts', () => {
    itAllows(lint, [
      {
        name: 'may import mock-server/browser dynamically',
        file: 'src/app/enable-mocking.ts',
        code: linesOf(
          'export const enableMocking = async () => {',
          "  const { worker } = await import('@mock/browser');",
          '  await worker.start();',
          '};',
        ),
      },
    ]);
    itRejects(lint, [
      {
        name: 'may not import it statically, which would bundle the mock into production',
        file: 'src/app/enable-mocking.ts',
        code: "import { worker } from '@mock/browser';\nexport const enableMocking = () => worker.start();\n",
        error: { ruleId: 'no-restricted-imports', message: 'dynamic import()' },
      },
      {
        name: 'may not reach anything else in mock-server/',
        file: 'src/app/enable-mocking.ts',
        code: "export const load = async () => (await import('@mock/handlers')).handlers;\n",
        error: { ruleId: 'import-x/no-restricted-paths', message: 'may load mock-server/browser and nothing else' },
      },
    ]);
  });

  describe('contract/', () => {
    itRejects(lint, [
      {
        name: 'rejects importing react',
        file: 'contract/bad.ts',
        code: "import { useState } from 'react';\nexport const hook = useState;\n",
        error: CONTRACT_ONLY,
      },
    ]);

    itRejectsTwice(lint, [
      {
        name: 'rejects importing a node built-in or any other package',
        file: 'contract/bad.ts',
        code: "import { readFileSync } from 'node:fs';\nimport { http } from 'msw';\nexport const both = [readFileSync, http];\n",
        counted: (message) => message.ruleId === CONTRACT_ONLY.ruleId,
      },
    ]);

    itRejects(lint, [
      {
        name: 'rejects a dynamic import, which no-restricted-imports cannot see',
        file: 'contract/bad.ts',
        code: "export const load = () => import('react');\n",
        error: { ruleId: 'no-restricted-syntax', message: 'contract/ imports only' },
      },
      {
        name: 'rejects reaching into another layer by a relative path',
        file: 'contract/bad.ts',
        code: "import { formatMoney } from '../src/lib/format';\nexport const format = formatMoney;\n",
        error: { ruleId: 'import-x/no-restricted-paths', message: 'contract/ imports only' },
      },
    ]);
    itAllows(lint, [
      {
        name: 'allows zod, @ts-rest/core and its own files',
        file: 'contract/good.ts',
        code: linesOf(
          "import { initContract } from '@ts-rest/core';",
          "import { z } from 'zod';",
          "import { contract } from './index';",
          "import { contract as viaAlias } from '@contract';",
          '',
          'export const c = initContract();',
          'export const NameSchema = z.string();',
          'export const names = [contract.name, viaAlias.name];',
        ),
      },
    ]);
  });

  describe('fixtures/', () => {
    itRejects(lint, [
      {
        name: 'rejects any package but faker and zod',
        file: 'fixtures/bad.ts',
        code: "import { http } from 'msw';\nexport const h = http;\n",
        error: { ruleId: 'no-restricted-imports', message: 'fixtures/ imports only contract/' },
      },
      {
        name: 'rejects importing the mock server',
        file: 'fixtures/bad.ts',
        code: "import { handlers } from '@mock/handlers';\nexport const h = handlers;\n",
        error: { ruleId: 'import-x/no-restricted-paths', message: 'fixtures/ imports only contract/' },
      },
    ]);
    itAllows(lint, [
      {
        name: 'allows contract and faker',
        file: 'fixtures/good.ts',
        code: linesOf(
          "import { faker } from '@faker-js/faker/locale/en';",
          "import { contract } from '@contract';",
          '',
          'export const seeded = () => [contract.name, faker.person.fullName()];',
        ),
      },
    ]);
  });

  describe('inside src/', () => {
    itRejects(lint, [
      {
        name: 'rejects a feature importing another feature',
        file: 'src/features/listings/bad.ts',
        code: "import { useOffers } from '@/features/offers/use-offers';\nexport const offers = useOffers;\n",
        error: NO_CROSS_FEATURE,
      },
    ]);

    itRejectsTwice(lint, [
      {
        name: 'rejects shared code importing a feature or the app',
        file: 'src/components/bad.ts',
        code: linesOf(
          "import { router } from '@/app/router';",
          "import { useOffers } from '@/features/offers/use-offers';",
          'export const both = [router, useOffers];',
        ),
        counted: (message) => message.message.includes('Shared code'),
      },
    ]);

    itRejects(lint, [
      {
        name: 'rejects a feature importing the app',
        file: 'src/features/offers/bad.ts',
        code: "import { router } from '@/app/router';\nexport const r = router;\n",
        error: { ruleId: 'import-x/no-restricted-paths', message: 'Features do not import src/app' },
      },
    ]);
    itAllows(lint, [
      {
        name: 'allows a feature to use its own files, shared code and the contract',
        file: 'src/features/offers/good.ts',
        code: linesOf(
          "import { contract } from '@contract';",
          "import { Pagination } from '@/components/pagination';",
          "import { useOffers } from '@/features/offers/use-offers';",
          "import { formatMoney } from '@/lib/format';",
          "import { useOffers as relative } from './use-offers';",
          '',
          'export const all = [contract, Pagination, useOffers, formatMoney, relative];',
        ),
      },
    ]);
  });

  describe('cycles', () => {
    it('rejects a dependency cycle', async () => {
      const [result] = await eslint.lintFiles([path.join(TREE, 'src/lib/cycle-a.ts')]);
      expectError(result?.messages ?? [], { ruleId: 'import-x/no-cycle', message: 'Dependency cycle' });
    });
  });

  describe('unsafe code', () => {
    it('rejects dangerouslySetInnerHTML, eval, new Function and any', async () => {
      const messages = await lint(
        'src/features/offers/bad.tsx',
        linesOf(
          'export const Html = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;',
          'export const run = (code: string) => eval(code);',
          'export const make = (code: string) => new Function(code);',
          'export const loose = (value: any) => value;',
        ),
      );
      const rules = messages.map((message) => message.ruleId);
      expect(rules).toEqual(
        expect.arrayContaining([
          'no-restricted-syntax',
          'no-eval',
          'no-new-func',
          '@typescript-eslint/no-explicit-any',
        ]),
      );
    });
  });
});

describe('the repository config (eslint.config.js)', { timeout: 60_000 }, () => {
  // The same rules at the real paths, against files that exist in the repository.
  const { lint } = repositoryLint();

  itRejects(lint, [
    {
      name: 'rejects contract/ importing react',
      file: 'contract/bad.ts',
      code: "import { useState } from 'react';\nexport const hook = useState;\n",
      error: CONTRACT_ONLY,
    },
    {
      name: 'rejects mock-server/ importing src/',
      file: 'mock-server/bad.ts',
      code: "import '../src/main';\nexport const loaded = true;\n",
      error: NO_SRC_IN_MOCK,
    },
  ]);
  itAllows(lint, [
    {
      name: 'allows contract/ to import zod',
      file: 'contract/good.ts',
      code: "import { z } from 'zod';\nexport const Name = z.string();\n",
    },
  ]);
});
