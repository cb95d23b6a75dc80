import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { advice } from './advice';
import type { Change } from './compare';
import { groupChanges, groupLine, VERDICT_TITLES } from './report';
import type { Bump } from './semver';

/*
 * docs/CHANGELOG-api.md: one entry per released version, newest first, written by
 * `npm run contract:release` below the marker line. An entry carries no wall-clock time:
 * the commit it was cut from (and that commit's date, from git) and the document's hash
 * say which contract the version names.
 */

const ENTRIES_MARKER = '<!-- npm run contract:release adds each new version below this line, newest first. -->';

/** The commit a release was cut from, as git tells it; absent outside a git checkout. */
export type ReleaseSource = { commit: string; date: string };

export type EntryInput = {
  version: string;
  previous: string;
  bump: Bump;
  changes: Change[];
  documentSha256: string;
  source?: ReleaseSource;
};

const MAX_DESCRIPTION_LINES = 10;

const BUMP_WORDS: Record<Bump, string> = {
  major: 'major: breaking changes',
  minor: 'minor: additive changes only',
  patch: 'patch: descriptions only',
  none: 'no change',
};

export const renderEntry = ({ version, previous, bump, changes, documentSha256, source }: EntryInput): string => {
  const groups = groupChanges(changes);
  const cut = source ? `Cut from commit ${source.commit} (${source.date}); d` : 'D';
  const lines = [
    `## ${version}`,
    '',
    `From ${previous}, ${BUMP_WORDS[bump]}. ${cut}ocument sha-256 \`${documentSha256.slice(0, 16)}\`.`,
  ];
  for (const verdict of ['breaking', 'additive', 'description'] as const) {
    const these = groups.filter((group) => group.verdict === verdict);
    if (these.length === 0) continue;
    lines.push(
      '',
      verdict === 'breaking' ? '### Breaking: what a backend or client must do' : `### ${VERDICT_TITLES[verdict]}`,
      '',
    );
    const shown = verdict === 'description' ? these.slice(0, MAX_DESCRIPTION_LINES) : these;
    for (const group of shown) {
      lines.push(`- ${groupLine(group)}`);
      if (verdict === 'breaking') lines.push(`  ${advice({ ...group, operation: undefined })}`);
    }
    if (shown.length < these.length)
      lines.push(
        `- and ${these.length - shown.length} more (\`npm run contract:diff\` against ${previous} lists them)`,
      );
  }
  return `${lines.join('\n')}\n`;
};

/** The versions the changelog has entries for, newest first. */
export const changelogVersions = (text: string): string[] =>
  [...text.matchAll(/^## (\d+\.\d+\.\d+)\b/gm)].map((match) => match[1]!);

export const addEntry = (file: string, entry: string, version: string): void => {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (changelogVersions(text).includes(version)) throw new Error(`${file} already has an entry for ${version}`);
  const at = text.indexOf(ENTRIES_MARKER);
  if (at < 0) throw new Error(`${file} has no line ${ENTRIES_MARKER}`);
  const end = at + ENTRIES_MARKER.length;
  writeFileSync(file, `${text.slice(0, end)}\n\n${entry}${text.slice(end).replace(/^\n+/, '\n')}`);
};
