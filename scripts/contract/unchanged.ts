import type { ApiDocument } from './documents';

/*
 * The diff tool follows every $ref of every operation, which costs seconds on this document
 * even when nothing changed. An operation whose own text and every schema it reaches (through
 * $refs, transitively) are the same in both documents cannot hold a change, so it is left out
 * of both before the tool runs.
 */

const refsIn = (node: unknown, found: Set<string>): void => {
  if (Array.isArray(node)) for (const item of node) refsIn(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.add(value);
      else refsIn(value, found);
    }
  }
};

const pointer = (document: ApiDocument, ref: string): unknown =>
  ref.startsWith('#/')
    ? ref
        .slice(2)
        .split('/')
        .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document)
    : undefined;

/** The operation's text and the text of everything it reaches, as one string. */
const closureText = (document: ApiDocument, operation: unknown): string => {
  const seen = new Set<string>();
  const queue = new Set<string>();
  refsIn(operation, queue);
  for (const ref of queue) {
    if (seen.has(ref)) continue;
    seen.add(ref);
    refsIn(pointer(document, ref), queue);
  }
  return JSON.stringify([operation, [...seen].sort().map((ref) => [ref, pointer(document, ref)])]);
};

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Copies of both documents without the operations that are the same in both. */
export const withoutUnchangedOperations = (before: ApiDocument, after: ApiDocument): [ApiDocument, ApiDocument] => {
  const keep = (document: ApiDocument, drop: Set<string>): ApiDocument => {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      const kept = Object.fromEntries(Object.entries(item).filter(([method]) => !drop.has(`${method} ${path}`)));
      if (Object.keys(kept).length > 0) paths[path] = kept;
    }
    return { ...document, paths };
  };
  const drop = new Set<string>();
  for (const [path, item] of Object.entries(before.paths ?? {})) {
    const other = after.paths?.[path];
    // A path with shared parts (parameters, servers) is compared whole.
    if (!other || Object.keys(item).some((key) => !METHODS.has(key))) continue;
    if (Object.keys(other).some((key) => !METHODS.has(key))) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (method in other && closureText(before, operation) === closureText(after, other[method]))
        drop.add(`${method} ${path}`);
    }
  }
  return [keep(before, drop), keep(after, drop)];
};
