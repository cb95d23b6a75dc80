import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { stripSchemaDescriptions } from '../../../vite.config';

/*
 * The production build leaves the contract's schema descriptions out (docs/decisions/0065):
 * only the description may go, every check stays, and no description of the contract is
 * written in a way the build would keep.
 */

const ROOT = join(import.meta.dirname, '../../..');

const strip = (code: string) => stripSchemaDescriptions(code, 'contract/example.ts')?.code;

const contractModules = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return contractModules(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });

describe("the build's stripping of schema descriptions", () => {
  it('removes a description written as a string or a template, and nothing around it', () => {
    expect(
      strip(
        [
          "const Money = z.number().min(0, 'Too small').describe('US dollars').max(10);",
          'const List = z.string().describe(`Any of: ${OPTIONS.join(", ")}`);',
          "const Sort = SortSchema.optional().describe(\n  'The first order',\n);",
        ].join('\n'),
      ),
    ).toBe(
      [
        "const Money = z.number().min(0, 'Too small').max(10);",
        'const List = z.string();',
        'const Sort = SortSchema.optional();',
      ].join('\n'),
    );
  });

  it('keeps a describe that is not a description written in place', () => {
    const kept = [
      "describe('a test', () => undefined);",
      'const A = z.string().describe(TEXT);',
      "const B = z.string().describe('one', 'two');",
      "const C = z.string()['describe']('computed');",
      'const D = schema.describe();',
    ].join('\n');
    expect(strip(kept)).toBeUndefined();
  });

  it("leaves no written description in the contract's modules, and each still parses", () => {
    const left: string[] = [];
    for (const file of contractModules(join(ROOT, 'contract'))) {
      const code = readFileSync(file, 'utf8');
      const stripped = stripSchemaDescriptions(code, file)?.code ?? code;
      expect(parseSync(file, stripped, { lang: 'ts', sourceType: 'module' }).errors).toEqual([]);
      if (/\.describe\(\s*['"`]/.test(stripped)) left.push(relative(ROOT, file));
    }
    expect(left).toEqual([]);
  });
});
