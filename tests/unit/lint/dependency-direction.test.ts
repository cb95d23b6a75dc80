import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, lintAs, repositoryLinter, ROOT } from './support/lint';

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
    it('rejects src/ importing mock-server/ through the alias', async () => {
      const messages = await lint(
        'src/features/offers/bad.ts',
        "import { worker } from '@mock/browser';\nexport const start = () => worker.start();\n",
      );
      expectError(messages, NO_MOCK_IN_SRC);
    });

    it('rejects src/ importing mock-server/ by a relative path', async () => {
      const messages = await lint(
        'src/lib/bad.ts',
        "import { handlers } from '../../mock-server/handlers';\nexport const all = handlers;\n",
      );
      expectError(messages, NO_MOCK_IN_SRC);
    });

    it('rejects a dynamic import of the mock outside the bridge file', async () => {
      const messages = await lint(
        'src/app/bootstrap.ts',
        "export const start = async () => (await import('@mock/browser')).worker.start();\n",
      );
      expectError(messages, NO_MOCK_IN_SRC);
    });

    it('rejects mock-server/ importing src/', async () => {
      const messages = await lint(
        'mock-server/handlers/listings.ts',
        "import { formatMoney } from '@/lib/format';\nexport const label = formatMoney(100);\n",
      );
      expectError(messages, NO_SRC_IN_MOCK);
    });

    it('rejects src/ importing fixtures/', async () => {
      const messages = await lint(
        'src/features/offers/bad.ts',
        "import { personas } from '@fixtures/personas';\nexport const first = personas[0];\n",
      );
      expectError(messages, { ruleId: 'import-x/no-restricted-paths', message: 'src/ never imports fixtures/' });
    });

    it("rejects mock-server/domain/ importing a handler's module", async () => {
      const messages = await lint(
        'mock-server/domain/offers/bad.ts',
        "import { sendToSellers } from '../../handlers/offers';\nexport const send = sendToSellers;\n",
      );
      expectError(messages, {
        ruleId: 'import-x/no-restricted-paths',
        message: 'Only handlers import mock-server/handlers/',
      });
    });

    it('rejects importing tests/ from source', async () => {
      const messages = await lint(
        'mock-server/db.ts',
        "import { renderWithProviders } from '../tests/render';\nexport const render = renderWithProviders;\n",
      );
      expectError(messages, { ruleId: 'import-x/no-restricted-paths', message: 'Nothing imports tests/' });
    });
  });

  describe('the mocking bridge src/app/enable-mocking.ts', () => {
    it('may import mock-server/browser dynamically', async () => {
      const messages = await lint(
        'src/app/enable-mocking.ts',
        [
          'export const enableMocking = async () => {',
          "  const { worker } = await import('@mock/browser');",
          '  await worker.start();',
          '};',
          '',
        ].join('\n'),
      );
      expect(messages).toEqual([]);
    });

    it('may not import it statically, which would bundle the mock into production', async () => {
      const messages = await lint(
        'src/app/enable-mocking.ts',
        "import { worker } from '@mock/browser';\nexport const enableMocking = () => worker.start();\n",
      );
      expectError(messages, { ruleId: 'no-restricted-imports', message: 'dynamic import()' });
    });

    it('may not reach anything else in mock-server/', async () => {
      const messages = await lint(
        'src/app/enable-mocking.ts',
        "export const load = async () => (await import('@mock/handlers')).handlers;\n",
      );
      expectError(messages, {
        ruleId: 'import-x/no-restricted-paths',
        message: 'may load mock-server/browser and nothing else',
      });
    });
  });

  describe('contract/', () => {
    it('rejects importing react', async () => {
      const messages = await lint(
        'contract/bad.ts',
        "import { useState } from 'react';\nexport const hook = useState;\n",
      );
      expectError(messages, CONTRACT_ONLY);
    });

    it('rejects importing a node built-in or any other package', async () => {
      const messages = await lint(
        'contract/bad.ts',
        "import { readFileSync } from 'node:fs';\nimport { http } from 'msw';\nexport const both = [readFileSync, http];\n",
      );
      expect(messages.filter((message) => message.ruleId === CONTRACT_ONLY.ruleId)).toHaveLength(2);
    });

    it('rejects a dynamic import, which no-restricted-imports cannot see', async () => {
      const messages = await lint('contract/bad.ts', "export const load = () => import('react');\n");
      expectError(messages, { ruleId: 'no-restricted-syntax', message: 'contract/ imports only' });
    });

    it('rejects reaching into another layer by a relative path', async () => {
      const messages = await lint(
        'contract/bad.ts',
        "import { formatMoney } from '../src/lib/format';\nexport const format = formatMoney;\n",
      );
      expectError(messages, { ruleId: 'import-x/no-restricted-paths', message: 'contract/ imports only' });
    });

    it('allows zod, @ts-rest/core and its own files', async () => {
      const messages = await lint(
        'contract/good.ts',
        [
          "import { initContract } from '@ts-rest/core';",
          "import { z } from 'zod';",
          "import { contract } from './index';",
          "import { contract as viaAlias } from '@contract';",
          '',
          'export const c = initContract();',
          'export const NameSchema = z.string();',
          'export const names = [contract.name, viaAlias.name];',
          '',
        ].join('\n'),
      );
      expect(messages).toEqual([]);
    });
  });

  describe('fixtures/', () => {
    it('rejects any package but faker and zod', async () => {
      const messages = await lint('fixtures/bad.ts', "import { http } from 'msw';\nexport const h = http;\n");
      expectError(messages, { ruleId: 'no-restricted-imports', message: 'fixtures/ imports only contract/' });
    });

    it('rejects importing the mock server', async () => {
      const messages = await lint(
        'fixtures/bad.ts',
        "import { handlers } from '@mock/handlers';\nexport const h = handlers;\n",
      );
      expectError(messages, { ruleId: 'import-x/no-restricted-paths', message: 'fixtures/ imports only contract/' });
    });

    it('allows contract and faker', async () => {
      const messages = await lint(
        'fixtures/good.ts',
        [
          "import { faker } from '@faker-js/faker/locale/en';",
          "import { contract } from '@contract';",
          '',
          'export const seeded = () => [contract.name, faker.person.fullName()];',
          '',
        ].join('\n'),
      );
      expect(messages).toEqual([]);
    });
  });

  describe('inside src/', () => {
    it('rejects a feature importing another feature', async () => {
      const messages = await lint(
        'src/features/listings/bad.ts',
        "import { useOffers } from '@/features/offers/use-offers';\nexport const offers = useOffers;\n",
      );
      expectError(messages, NO_CROSS_FEATURE);
    });

    it('rejects shared code importing a feature or the app', async () => {
      const messages = await lint(
        'src/components/bad.ts',
        [
          "import { router } from '@/app/router';",
          "import { useOffers } from '@/features/offers/use-offers';",
          'export const both = [router, useOffers];',
          '',
        ].join('\n'),
      );
      const shared = messages.filter((message) => message.message.includes('Shared code'));
      expect(shared).toHaveLength(2);
    });

    it('rejects a feature importing the app', async () => {
      const messages = await lint(
        'src/features/offers/bad.ts',
        "import { router } from '@/app/router';\nexport const r = router;\n",
      );
      expectError(messages, { ruleId: 'import-x/no-restricted-paths', message: 'Features do not import src/app' });
    });

    it('allows a feature to use its own files, shared code and the contract', async () => {
      const messages = await lint(
        'src/features/offers/good.ts',
        [
          "import { contract } from '@contract';",
          "import { Pagination } from '@/components/pagination';",
          "import { useOffers } from '@/features/offers/use-offers';",
          "import { formatMoney } from '@/lib/format';",
          "import { useOffers as relative } from './use-offers';",
          '',
          'export const all = [contract, Pagination, useOffers, formatMoney, relative];',
          '',
        ].join('\n'),
      );
      expect(messages).toEqual([]);
    });
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
        [
          'export const Html = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;',
          'export const run = (code: string) => eval(code);',
          'export const make = (code: string) => new Function(code);',
          'export const loose = (value: any) => value;',
          '',
        ].join('\n'),
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
  const eslint = repositoryLinter();
  const lint = (filePath: string, code: string) => lintAs(eslint, ROOT, filePath, code);

  it('rejects contract/ importing react', async () => {
    const messages = await lint(
      'contract/bad.ts',
      "import { useState } from 'react';\nexport const hook = useState;\n",
    );
    expectError(messages, CONTRACT_ONLY);
  });

  it('rejects mock-server/ importing src/', async () => {
    const messages = await lint('mock-server/bad.ts', "import '../src/main';\nexport const loaded = true;\n");
    expectError(messages, NO_SRC_IN_MOCK);
  });

  it('allows contract/ to import zod', async () => {
    const messages = await lint('contract/good.ts', "import { z } from 'zod';\nexport const Name = z.string();\n");
    expect(messages).toEqual([]);
  });
});
