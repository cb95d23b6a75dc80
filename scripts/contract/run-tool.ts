import { merge } from 'allof-merge';
import { apiDiff, openapi3Rules, type CompareRules, type Diff } from 'api-smart-diff';
import type { ApiDocument } from './documents';
import { withRefsInlined } from './inline-refs';
import { asOpenApi31 } from './openapi-30';
import { withoutUnchangedOperations } from './unchanged';

/*
 * api-smart-diff run on what it reads well (decision 0056): both documents in the 3.1 spelling,
 * only the operations that differ, `$ref`s inlined and `allOf`s merged, fresh copies (it rewrites
 * its inputs).
 */

/**
 * The document as the diff reads it: every `$ref` inlined and every `allOf` merged into one
 * schema (the tool cannot merge an `allOf` of `$ref`s, and would report a schema that moved into
 * a shared component, like the envelope, as removed and added).
 */
const comparable = (document: ApiDocument): ApiDocument => {
  const inlined = withRefsInlined(document);
  return merge(inlined, { source: inlined, mergeRefSibling: true, mergeCombinarySibling: true }) as ApiDocument;
};

/**
 * The tool's rules, made for each comparison (they hold a cache of compared $refs), without
 * comparing the reusable components themselves: a change there is reported, with its side, in
 * every operation that uses it. Security schemes are compared: operations name them, they do
 * not $ref them.
 */
const toolRules = (): CompareRules => {
  const rules = openapi3Rules() as Record<string, CompareRules>;
  const skip = { skip: true };
  return {
    ...rules,
    '/components': {
      ...rules['/components'],
      '/schemas': skip,
      '/responses': skip,
      '/headers': skip,
      '/parameters': skip,
      '/requestBodies': skip,
      '/examples': skip,
    },
  } as CompareRules;
};

/** The tool's differences, and the two documents as it read them (for looking up what a path names). */
export const runTool = (
  base: ApiDocument,
  head: ApiDocument,
): { diffs: Diff[]; before: ApiDocument; after: ApiDocument } => {
  const unversioned = (document: ApiDocument) =>
    JSON.stringify({ ...document, info: { ...document.info, version: '' } });
  if (unversioned(base) === unversioned(head)) return { diffs: [], before: base, after: head };
  const [changedBefore, changedAfter] = withoutUnchangedOperations(
    asOpenApi31(structuredClone(base)),
    asOpenApi31(structuredClone(head)),
  );
  const before = comparable(changedBefore);
  const after = comparable(changedAfter);
  return { diffs: apiDiff(structuredClone(before), structuredClone(after), { rules: toolRules() }), before, after };
};
