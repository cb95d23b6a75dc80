import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// The mock owns time and randomness (docs/mock-server.md, "Time"): a handler
// that read the wall clock or Math.random would make runs differ. Comments
// may name them; code may not. One file draws random bytes: session tokens
// are secrets, not data (docs/mock-server.md, "Sessions"), and snapshot
// hashes leave them out.
const ROOT = path.resolve(import.meta.dirname, '../../../mock-server');
const FORBIDDEN = [/\bDate\.now\s*\(/, /\bnew Date\s*\(\s*\)/, /\bMath\.random\s*\(/, /\bcrypto\.randomUUID\s*\(/, /\bgetRandomValues\s*\(/];
const RANDOM_TOKENS = path.join('lib', 'session-token.ts');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(full) : entry.name.endsWith('.ts') ? [full] : [];
  });

const withoutComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

it('no mock-server code reads the wall clock or a random source', () => {
  const offenders = sources(ROOT).flatMap((file) => {
    if (path.relative(ROOT, file) === RANDOM_TOKENS) return [];
    const code = withoutComments(readFileSync(file, 'utf8'));
    return FORBIDDEN.filter((pattern) => pattern.test(code)).map((pattern) => `${path.relative(ROOT, file)}: ${pattern}`);
  });
  expect(offenders).toEqual([]);
});

it('draws random bytes in the session-token module only, from crypto.getRandomValues', () => {
  const code = withoutComments(readFileSync(path.join(ROOT, RANDOM_TOKENS), 'utf8'));
  expect(code).toMatch(/\bcrypto\.getRandomValues\(new Uint8Array\(TOKEN_BYTES\)\)/);
  expect(code).toMatch(/\bconst TOKEN_BYTES = 32;/);
});
