import type { ApiDocument } from './documents';

/*
 * The first documents were OpenAPI 3.0 (`nullable: true`, `format: "null"` for a null-only
 * value). The diff reads every document as 3.1, so an old document is first rewritten into the
 * 3.1 spelling of the same schemas; otherwise every nullable field would show up as a change
 * when the history is compared across the move to 3.1.
 */

type Node = unknown;

const as31 = (node: Node): Node => {
  if (Array.isArray(node)) return node.map(as31);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = as31(value);
  if (out.nullable === true) {
    if (out.format === 'null') {
      delete out.format;
      out.type = 'null';
    } else if (typeof out.type === 'string') {
      out.type = [out.type, 'null'];
    }
  }
  delete out.nullable;
  return out;
};

export const asOpenApi31 = (document: ApiDocument): ApiDocument =>
  document.openapi.startsWith('3.0') ? { ...(as31(document) as ApiDocument), openapi: '3.1.0' } : document;
