import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Change } from '../../../../scripts/contract/compare';
import { CURRENT_DOCUMENT, type ApiDocument } from '../../../../scripts/contract/documents';

/*
 * The diff is tried on copies of docs/openapi.json, each changed the way a contract change
 * would change it. The parts a copy changes are named here once; when the contract renames
 * one, the test says which part is gone instead of passing on nothing.
 */

export const committedDocument = (): ApiDocument => JSON.parse(readFileSync(CURRENT_DOCUMENT, 'utf8')) as ApiDocument;

type JsonObject = Record<string, unknown>;

const at = (document: ApiDocument, ...keys: string[]): JsonObject => {
  let node: unknown = document;
  for (const key of keys) {
    node = (node as JsonObject | undefined)?.[key];
    if (!node || typeof node !== 'object')
      throw new Error(`the copy has no ${keys.join(' > ')}: the contract changed; pick another part`);
  }
  return node as JsonObject;
};

export const schema = (document: ApiDocument, name: string) =>
  at(document, 'components', 'schemas', name) as {
    properties: Record<string, unknown>;
    required?: string[];
    enum?: unknown[];
  };

export const operation = (document: ApiDocument, path: string, method: string) =>
  at(document, 'paths', path, method) as {
    parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
    responses: Record<string, unknown>;
    security?: unknown[];
  };

/** A multipart request body's schema and the encoding of each of its parts. */
export const multipartBody = (document: ApiDocument, path: string, method: string) =>
  at(document, 'paths', path, method, 'requestBody', 'content', 'multipart/form-data') as {
    schema: { properties: Record<string, unknown> };
    encoding: Record<string, unknown>;
  };

/** A copy of the committed document, changed by `edit`. */
export const changedCopy = (edit: (document: ApiDocument) => void): ApiDocument => {
  const copy = committedDocument();
  edit(copy);
  return copy;
};

type Expected = { verdict: Change['verdict']; side: Change['side']; operation: string; text: RegExp };

export const expectChange = (changes: Change[], expected: Expected): void => {
  const found = changes.filter(
    (change) =>
      change.verdict === expected.verdict &&
      change.side === expected.side &&
      change.operation === expected.operation &&
      expected.text.test(change.text),
  );
  expect(
    found,
    `no ${expected.verdict} ${expected.side} change of ${expected.operation} matching ${expected.text}; the diff found:\n${changes.map((change) => `  ${change.verdict} [${change.side}] ${change.operation}: ${change.text}`).join('\n')}`,
  ).not.toHaveLength(0);
};

export const breakingOf = (changes: Change[]): Change[] => changes.filter((change) => change.verdict === 'breaking');
