import { beforeAll, describe, expect, it } from 'vitest';
import { itAllows, itRejectsTwice, linesOf, repositoryLint } from './support/lint';

// The HTTP mock hosts many universes in one process: a module-level variable, Map or Set in
// mock-server/ would be shared by all of them. eslint.config.js rejects them outside
// mock-server/state/, where state is declared by name (state/registry.ts).

const MODULE_STATE = { ruleId: 'no-restricted-syntax', message: 'module-level state is shared by every universe' };

describe('no module-level mutable state in mock-server/ outside state/ (eslint.config.js)', { timeout: 60_000 }, () => {
  const { lint } = repositoryLint();
  const stateMessages = async (filePath: string, code: string) =>
    (await lint(filePath, code)).filter((message) => message.message.includes(MODULE_STATE.message));

  beforeAll(async () => {
    await lint('mock-server/lib/warm-up.ts', 'export const warm = 1;\n');
  }, 60_000);

  itRejectsTwice(lint, [
    {
      name: 'rejects a module-level let, exported or not',
      file: 'mock-server/handlers/controls/bad.ts',
      code: 'let count = 0;\nexport let last = 0;\nexport const bump = () => (last = count += 1);\n',
      error: MODULE_STATE,
      counted: (message) => message.ruleId === MODULE_STATE.ruleId,
    },
  ]);

  it('rejects a module-level Map or Set, exported or not, in every folder of the mock', async () => {
    for (const file of ['mock-server/lib/bad.ts', 'mock-server/framework/bad.ts', 'mock-server/policies/bad.ts']) {
      const messages = await stateMessages(
        file,
        'const seen = new Set<string>();\nexport const byId = new Map<number, string>();\nexport const see = (id: string) => seen.add(id);\n',
      );
      expect(messages, file).toHaveLength(2);
    }
  });

  itAllows(stateMessages, [
    {
      name: 'allows a constant table typed ReadonlySet or ReadonlyMap, a WeakMap memo, and state inside a function',
      file: 'mock-server/http/good.ts',
      code: linesOf(
        "const SAFE: ReadonlySet<string> = new Set(['GET']);",
        'const NAMES: ReadonlyMap<number, string> = new Map([[1, "one"]]);',
        'const memo = new WeakMap<object, string>();',
        'export const run = (key: object) => { let seen = new Set<string>(); seen.add(memo.get(key) ?? ""); return SAFE.has("GET") && NAMES.size > 0 && seen.size; };',
      ),
    },
    {
      name: 'allows module-level state in mock-server/state/, where the registry names it',
      file: 'mock-server/state/good.ts',
      code: 'let revision = 0;\nconst listeners = new Set<() => void>();\nexport const bump = () => { revision += 1; listeners.forEach((listener) => listener()); };\n',
    },
  ]);
});
