import type { Change } from './compare';

/*
 * The contract's version (`info.version`) follows semver: a breaking change means a major
 * release, an additive one a minor, a change of descriptions only a patch.
 */

export type Bump = 'major' | 'minor' | 'patch' | 'none';

const ORDER: Bump[] = ['none', 'patch', 'minor', 'major'];

export const isAtLeast = (bump: Bump, wanted: Bump): boolean => ORDER.indexOf(bump) >= ORDER.indexOf(wanted);

export const requiredBump = (changes: Change[]): Bump =>
  changes.some((change) => change.verdict === 'breaking')
    ? 'major'
    : changes.some((change) => change.verdict === 'additive')
      ? 'minor'
      : changes.length > 0
        ? 'patch'
        : 'none';

type Version = [number, number, number];

const parse = (version: string): Version => {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`info.version ${JSON.stringify(version)} is not a semver version (major.minor.patch)`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
};

export const nextVersion = (version: string, bump: Bump): string => {
  const [major, minor, patch] = parse(version);
  switch (bump) {
    case 'major':
      return `${major + 1}.0.0`;
    case 'minor':
      return `${major}.${minor + 1}.0`;
    case 'patch':
      return `${major}.${minor}.${patch + 1}`;
    case 'none':
      return version;
  }
};

/** How far `to` moved from `from`; a version that went back is an error. */
export const bumpBetween = (from: string, to: string): Bump => {
  const [a, b] = [parse(from), parse(to)];
  for (const [index, bump] of (['major', 'minor', 'patch'] as const).entries()) {
    if (b[index]! > a[index]!) return bump;
    if (b[index]! < a[index]!) throw new Error(`info.version went back from ${from} to ${to}`);
  }
  return 'none';
};
