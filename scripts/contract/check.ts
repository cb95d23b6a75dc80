import { advice } from './advice';
import { compareDocuments, type Change } from './compare';
import { readDocument } from './documents';
import { groupChanges, groupLine, renderReport } from './report';
import { bumpBetween, isAtLeast, requiredBump, type Bump } from './semver';

/*
 * The gate of `npm test`: the current document against the last released one. A breaking
 * change must come with a major version (`npm run contract:release` gives it one); additive
 * and description changes pass and wait for the next release.
 */

export type CheckResult = { passed: boolean; message: string; changes: Change[]; required: Bump };

export const checkContract = (files: { current: string; released: string }): CheckResult => {
  const baseline = readDocument(files.released);
  const current = readDocument(files.current);
  const changes = compareDocuments(baseline, current);
  const required = requiredBump(changes);
  const from = baseline.info.version;
  const to = current.info.version;
  let moved: Bump;
  try {
    moved = bumpBetween(from, to);
  } catch (error) {
    return { passed: false, message: (error as Error).message, changes, required };
  }
  if (required === 'major' && !isAtLeast(moved, 'major')) {
    const breaking = groupChanges(changes).filter((group) => group.verdict === 'breaking');
    const message = [
      `${breaking.length} breaking change${breaking.length === 1 ? '' : 's'} since ${from}, and info.version is still ${to}:`,
      ...breaking.flatMap((group) => [`  ${groupLine(group)}`, `      ${advice({ ...group, operation: undefined })}`]),
      '',
      'Release a major version with `npm run contract:release` (it bumps info.version, writes the changelog entry',
      'and moves the baseline), or undo the breaking change (docs/contract-changes.md).',
    ].join('\n');
    return { passed: false, message, changes, required };
  }
  const pending =
    required === 'none'
      ? `No changes since ${from}.`
      : `Unreleased changes since ${from} (the next release is ${required}):\n${renderReport(changes)}`;
  return { passed: true, message: pending, changes, required };
};
