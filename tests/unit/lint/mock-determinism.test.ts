import type { Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, itAllows, itRejects, itRejectsTwice, linesOf, repositoryLint } from './support/lint';
import { ruleFor, sourceFilesUnder } from './support/rule-coverage';

// The mock and the fixtures own time and randomness (docs/mock-server/running.md, "Time"): a handler or
// a generator that read the wall clock or a random source would make runs differ. eslint.config.js
// forbids them there with no-restricted-syntax (`npm run lint` checks every file); these tests
// prove each restriction bites, and that comments may still name them. One module draws random
// bytes: session and magic-link tokens are secrets, not data (decisions 0010 and 0061), and
// snapshot hashes leave session tokens out.

const SECRET_TOKENS_MODULE = 'mock-server/lib/secret-tokens.ts';
const restricted = (message: string) => ({ ruleId: 'no-restricted-syntax', message });
const WALL_CLOCK = restricted("the mock's time is its own clock");
const RANDOM_BYTES = restricted('crypto.getRandomValues is for secret tokens only');

describe(
  'no wall clock and no random source in mock-server/ and fixtures/ (eslint.config.js)',
  { timeout: 60_000 },
  () => {
    const { eslint, lint } = repositoryLint();
    const isRestriction = (message: Linter.LintMessage) => message.ruleId === 'no-restricted-syntax';
    const restrictions = (messages: Linter.LintMessage[]) => messages.filter(isRestriction);

    beforeAll(async () => {
      await lint('mock-server/lib/warm-up.ts', 'export const warm = 1;\n');
    }, 60_000);

    it('applies to every source file of mock-server/ and fixtures/', async () => {
      const unguarded = [];
      for (const file of sourceFilesUnder('mock-server', 'fixtures')) {
        const selectors = ((await ruleFor(eslint, file, 'no-restricted-syntax')) ?? []).map(
          (option) => (option as { selector: string }).selector,
        );
        if (!selectors.some((selector) => selector.includes("'random'"))) unguarded.push(file);
      }
      expect(unguarded).toEqual([]);
    });

    itRejectsTwice(lint, [
      {
        name: 'rejects Date.now() in a handler',
        file: 'mock-server/handlers/offers/bad.ts',
        code: 'export const stamp = () => ({ createdAt: Date.now() });\nexport const read = globalThis.Date.now;\n',
        error: restricted('Date.now() reads the wall clock'),
        counted: isRestriction,
      },
    ]);

    it('rejects new Date() without an argument, and Date() called as a function', async () => {
      const messages = await lint(
        'mock-server/policies/bad.ts',
        'export const today = () => new Date().toISOString().slice(0, 10);\nexport const text = () => Date();\n',
      );
      expectError(messages, restricted('new Date() without an argument reads the wall clock'));
      expectError(messages, restricted('Date() returns the wall-clock time as text'));
      expect(restrictions(messages).every((message) => message.message.includes(WALL_CLOCK.message))).toBe(true);
    });

    itRejects(lint, [
      {
        name: 'rejects Math.random() in the fixtures',
        file: 'fixtures/generators/bad.ts',
        code: 'export const price = () => Math.round(Math.random() * 1_000_000);\n',
        error: restricted('Math.random() differs on every run'),
      },
      {
        name: 'rejects crypto.randomUUID()',
        file: 'mock-server/lib/bad.ts',
        code: 'export const newId = () => crypto.randomUUID();\n',
        error: restricted('crypto.randomUUID() differs on every run'),
      },
    ]);

    itRejectsTwice(lint, [
      {
        name: 'rejects crypto.getRandomValues outside the secret-tokens module, however it is reached',
        file: 'mock-server/policies/bad.ts',
        code: linesOf(
          'export const code = () => crypto.getRandomValues(new Uint32Array(1))[0];',
          'const { getRandomValues } = crypto;',
          'export const again = () => getRandomValues(new Uint8Array(4));',
        ),
        error: RANDOM_BYTES,
        counted: (message) => isRestriction(message) && message.message.includes(RANDOM_BYTES.message),
      },
    ]);

    it('lets the secret-tokens module draw random bytes, and nothing else', async () => {
      const draws = await lint(
        SECRET_TOKENS_MODULE,
        'export const newSessionToken = () => crypto.getRandomValues(new Uint8Array(32));\n',
      );
      expect(draws).toEqual([]);
      const reads = await lint(SECRET_TOKENS_MODULE, 'export const issuedAt = () => Date.now();\n');
      expectError(reads, WALL_CLOCK);
    });

    itAllows(lint, [
      {
        name: 'allows dates made from a given time, and comments that name the forbidden calls',
        file: 'mock-server/lib/good.ts',
        code: linesOf(
          '// Never Date.now(), new Date() or Math.random(): read the clock.',
          '/* crypto.getRandomValues( and crypto.randomUUID( are for session tokens only. */',
          'export const utcDateOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);',
          'export const year = (iso: string): number => new Date(Date.parse(iso)).getUTCFullYear();',
        ),
      },
    ]);

    it('leaves src/ its wall clock: the app runs in real time', async () => {
      const messages = await lint('src/lib/bad-clock.ts', 'export const now = () => new Date(Date.now());\n');
      expect(restrictions(messages)).toEqual([]);
    });
  },
);
