import type { ApiDocument } from './documents';

/*
 * Every `$ref` of the operations replaced by what it points to. The diff tool compares a `$ref`
 * with an inline schema badly (a parameter whose schema moves from `$ref: ListingSortBy` to an
 * inline enum with a default shows as "allOf removed, type added"); with both sides inline it
 * compares schemas. A `$ref` with siblings (a description, a default) becomes the `allOf` of the
 * two, which the merge that follows turns into one schema. A cycle keeps its `$ref`.
 */

const resolve = (document: ApiDocument, ref: string): unknown =>
  ref
    .slice(2)
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);

export const withRefsInlined = (document: ApiDocument): ApiDocument => {
  const inline = (node: unknown, open: string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => inline(item, open));
    if (!node || typeof node !== 'object') return node;
    const { $ref: ref, ...siblings } = node as Record<string, unknown>;
    if (typeof ref === 'string' && ref.startsWith('#/') && !open.includes(ref)) {
      const target = inline(resolve(document, ref), [...open, ref]);
      return Object.keys(siblings).length === 0 ? target : { allOf: [target, inline(siblings, open)] };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inline(value, open)]));
  };
  return { ...document, paths: inline(document.paths, []) as ApiDocument['paths'] };
};
