import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Where the contract's published artifacts live, and how a document is read and written.
 * docs/contract-changes.md explains the release flow these files take part in.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The document `npm run contract:openapi` writes from the contract. */
export const CURRENT_DOCUMENT = path.join(ROOT, 'docs/openapi.json');
/** The last released document: the baseline of the diff and the gate, moved by `npm run contract:release`. */
export const RELEASED_DOCUMENT = path.join(ROOT, 'docs/openapi.released.json');
/** One entry per released version, newest first. */
export const CHANGELOG = path.join(ROOT, 'docs/CHANGELOG-api.md');

/** The parts of an OpenAPI document the diff tooling reads itself; the rest stays opaque. */
export type ApiDocument = {
  openapi: string;
  info: { version: string; [key: string]: unknown };
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, unknown>;
  [key: string]: unknown;
};

/** Byte for byte as scripts/write-openapi.ts writes it, so a release leaves no formatting diff. */
export const documentText = (document: ApiDocument): string => `${JSON.stringify(document, null, 2)}\n`;

export const writeDocument = (file: string, document: ApiDocument): void => writeFileSync(file, documentText(document));

const parseDocument = (text: string, origin: string): ApiDocument => {
  const document = JSON.parse(text) as ApiDocument;
  if (typeof document.openapi !== 'string' || typeof document.info?.version !== 'string')
    throw new Error(`${origin} is not an OpenAPI document with info.version`);
  return document;
};

export const readDocument = (file: string): ApiDocument => parseDocument(readFileSync(file, 'utf8'), file);

/**
 * A document named on the command line: a file, or a git revision (`HEAD~3`, a sha, a tag),
 * whose docs/openapi.json is read with `git show`.
 */
export const resolveDocument = (name: string): { document: ApiDocument; label: string } => {
  if (existsSync(name)) return { document: readDocument(name), label: path.relative(process.cwd(), name) };
  const gitPath = path.relative(ROOT, CURRENT_DOCUMENT).split(path.sep).join('/');
  let text: string;
  try {
    text = execFileSync('git', ['show', `${name}:${gitPath}`], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch {
    throw new Error(`${name} is neither a file nor a git revision that has ${gitPath}`);
  }
  return { document: parseDocument(text, `${name}:${gitPath}`), label: `${name}:${gitPath}` };
};
