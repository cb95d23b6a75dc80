import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCEPTED, WHOLE_DOCUMENT, type Acceptance } from '../../scripts/openapi/lint/accepted-findings.mjs';
import { ROOT } from '../unit/contract/contract-walk';

/*
 * Stoplight Spectral judges docs/openapi.json with the repository's ruleset
 * (.spectral.mjs): spectral:oas and the OWASP API Security ruleset. No
 * finding of spectral:oas at all; every OWASP finding either absent or
 * accepted with a reason (scripts/openapi/lint/accepted-findings.mjs, which
 * lowers it to a hint); and no acceptance left that matches nothing.
 */

const SPECTRAL = path.join(ROOT, 'node_modules/@stoplight/spectral-cli/dist/index.js');

type Finding = { code: string; severity: 0 | 1 | 2 | 3; path: (string | number)[]; message: string };

const HINT = 3;

const lint = (): Finding[] => {
  const run = spawnSync(
    process.execPath,
    [SPECTRAL, 'lint', 'docs/openapi.json', '--ruleset', '.spectral.mjs', '--format', 'json', '--quiet'],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, SCARF_ANALYTICS: 'false', DO_NOT_TRACK: '1' } },
  );
  const start = run.stdout.indexOf('[');
  if (start < 0) throw new Error(`spectral printed no report (exit ${run.status}): ${run.stderr}`);
  return JSON.parse(run.stdout.slice(start)) as Finding[];
};

/** The finding's place as the acceptances write it: a JSON pointer, braces percent-encoded. */
const pointerOf = (finding: Finding): string =>
  finding.path
    .map(
      (part) =>
        `/${String(part).replaceAll('~', '~0').replaceAll('/', '~1').replaceAll('{', '%7B').replaceAll('}', '%7D')}`,
    )
    .join('');

const covers = (acceptance: Acceptance, finding: Finding): boolean =>
  finding.code === acceptance.rule &&
  acceptance.at.some(
    (at) => at === WHOLE_DOCUMENT || pointerOf(finding) === at || pointerOf(finding).startsWith(`${at}/`),
  );

const where = (finding: Finding) => `${finding.code} at ${finding.path.join('/')}`;

describe('docs/openapi.json judged by Spectral (.spectral.mjs)', () => {
  const findings = lint();
  const owasp = findings.filter((finding) => finding.code.startsWith('owasp:'));

  it('spectral:oas finds nothing, not even a hint', () => {
    expect(findings.filter((finding) => !finding.code.startsWith('owasp:')).map(where)).toEqual([]);
  });

  it('the OWASP ruleset finds nothing that is not accepted with a reason', () => {
    const counts = new Map<string, number>();
    for (const finding of owasp) counts.set(finding.code, (counts.get(finding.code) ?? 0) + 1);
    console.log(
      `spectral: ${owasp.length} OWASP findings, all accepted: ${[...counts].map(([code, count]) => `${code} ${count}`).join(', ')}`,
    );
    expect(owasp.filter((finding) => finding.severity < HINT).map(where)).toEqual([]);
    expect(owasp.filter((finding) => !ACCEPTED.some((acceptance) => covers(acceptance, finding))).map(where)).toEqual(
      [],
    );
    for (const acceptance of ACCEPTED) expect(acceptance.reason.length, acceptance.rule).toBeGreaterThan(40);
  });

  it('every acceptance still matches a finding: a stale one (the limit was added) must be deleted', () => {
    const stale = ACCEPTED.flatMap((acceptance) =>
      acceptance.at
        .filter((at) => !owasp.some((finding) => covers({ ...acceptance, at: [at] }, finding)))
        .map((at) => `${acceptance.rule} at ${at || 'the whole document'}`),
    );
    expect(stale).toEqual([]);
  });
});
