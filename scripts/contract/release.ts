import { createHash } from 'node:crypto';
import { addEntry, renderEntry, type ReleaseSource } from './changelog';
import { compareDocuments, type Change } from './compare';
import { documentText, readDocument, writeDocument } from './documents';
import { nextVersion, requiredBump, type Bump } from './semver';

/*
 * A release: the version the changes since the last release call for, written into the
 * current document, a changelog entry, and the baseline moved to the released document.
 * Nothing happens when nothing changed, so running it twice releases once.
 */

export type ReleaseFiles = { current: string; released: string; changelog: string };

export type ReleaseResult =
  | { released: false; version: string }
  | { released: true; version: string; previous: string; bump: Bump; changes: Change[] };

export const releaseContract = (files: ReleaseFiles, source?: ReleaseSource): ReleaseResult => {
  const baseline = readDocument(files.released);
  const current = readDocument(files.current);
  const changes = compareDocuments(baseline, current);
  const bump = requiredBump(changes);
  const previous = baseline.info.version;
  if (bump === 'none') return { released: false, version: previous };

  const version = nextVersion(previous, bump);
  const document = { ...current, info: { ...current.info, version } };
  const documentSha256 = createHash('sha256').update(documentText(document)).digest('hex');
  addEntry(files.changelog, renderEntry({ version, previous, bump, changes, documentSha256, source }), version);
  writeDocument(files.current, document);
  writeDocument(files.released, document);
  return { released: true, version, previous, bump, changes };
};
