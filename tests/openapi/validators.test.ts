import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../unit/contract/contract-walk';

// Two validators the backend team's tools are built on judge docs/openapi.json
// as it is committed: swagger-parser's schema validation and Redocly's lint
// with its recommended rules. Neither may find an error; a warning Redocly
// still reports must be explained in docs/contract.md.

const DOCUMENT = path.join(ROOT, 'docs/openapi.json');
const REDOCLY = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');

type LintProblem = { ruleId: string; severity: 'error' | 'warn'; message: string };
type LintReport = { totals: { errors: number; warnings: number }; problems: LintProblem[] };

const lint = (): LintReport => {
  const run = spawnSync(process.execPath, [REDOCLY, 'lint', DOCUMENT, '--extends=recommended', '--format=json'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  const start = run.stdout.indexOf('{');
  if (start < 0) throw new Error(`redocly printed no report (exit ${run.status}): ${run.stderr}`);
  return JSON.parse(run.stdout.slice(start)) as LintReport;
};

describe('docs/openapi.json judged by outside validators', () => {
  it('swagger-parser validates it with zero errors', async () => {
    const validated = await SwaggerParser.validate(DOCUMENT);
    expect((validated as { openapi?: string }).openapi).toBe('3.1.0');
  });

  it('swagger-parser reports the same document declared as 3.0, whose schemas are 3.1 (the check can fail)', async () => {
    const declaredOld = { ...(JSON.parse(readFileSync(DOCUMENT, 'utf8')) as object), openapi: '3.0.3' };
    await expect(SwaggerParser.validate(declaredOld as never)).rejects.toThrow(/schema validation failed/i);
  });

  it('Redocly lint (recommended rules) finds zero errors; each warning left is explained in docs/contract.md', () => {
    const report = lint();
    console.log(`redocly lint: ${report.totals.errors} errors, ${report.totals.warnings} warnings`);
    expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    const contractDoc = readFileSync(path.join(ROOT, 'docs/contract.md'), 'utf8');
    const unexplained = [...new Set(report.problems.map((problem) => problem.ruleId))].filter(
      (rule) => !contractDoc.includes(`\`${rule}\``),
    );
    expect(unexplained).toEqual([]);
  });
});
