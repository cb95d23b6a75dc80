import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROCESS_STATE, UNIVERSE_STATE } from '@mock/state/registry';
import { describe, expect, it } from 'vitest';

// Every piece of the mock's module-level state is declared under a name of state/registry.ts
// (the types refuse any other name); this keeps the registry from listing a piece that is gone.

const MOCK = path.resolve(import.meta.dirname, '../../../mock-server');
const DECLARATION = /\b(perUniverse|universeLocal|processWide)\(\s*'(\w+)'/g;

/** The code of a module, without its comments (which show examples of declarations). */
const codeOf = (file: string): string =>
  readFileSync(path.join(MOCK, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

const declarations = (): { helper: string; name: string }[] =>
  readdirSync(MOCK, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) =>
      [...codeOf(file).matchAll(DECLARATION)].map(([, helper, name]) => ({
        helper: helper!,
        name: name!,
      })),
    );

describe('the state registry (mock-server/state/registry.ts)', () => {
  it('lists each piece of state that is declared, and only those, once each', () => {
    const found = declarations();
    const perUniverse = found.filter(({ helper }) => helper !== 'processWide').map(({ name }) => name);
    const processWide = found.filter(({ helper }) => helper === 'processWide').map(({ name }) => name);
    expect(perUniverse.sort()).toEqual(Object.keys(UNIVERSE_STATE).sort());
    expect(processWide.sort()).toEqual(Object.keys(PROCESS_STATE).sort());
  });
});
