import type { Diff } from 'api-smart-diff';
import type { ApiDocument } from './documents';
import { locate, operationLabel, type ParameterLookup, type Side } from './locate';
import { describeSecurity, ourVerdict, securityVerdict, type RequestBody, type Verdict } from './our-rules';
import { runTool } from './run-tool';
import { wording, type Action, type Subject } from './wording';

/*
 * The changes between two OpenAPI documents, each judged breaking, additive or description-only.
 * api-smart-diff (decision 0056, run-tool.ts) walks both documents, follows $refs into every operation that
 * uses a schema, and classifies each difference for its side (request or response); our rules
 * (our-rules.ts) correct it where it is wrong or silent.
 */

export type Change = {
  verdict: Verdict;
  side: Side;
  subject: Subject;
  /** `POST /api/v1/listing`; absent for document-wide changes. */
  operation?: string;
  action: Action;
  text: string;
  /** Why the verdict differs from the tool's, when one of our rules decided it. */
  decidedBy?: 'our rule' | 'unclassified by the tool';
};

const toolVerdict = (type: Diff['type']): Verdict | undefined => {
  switch (type) {
    case 'breaking':
    case 'unclassified':
      return 'breaking';
    case 'non-breaking':
    case 'deprecated':
      return 'additive';
    case 'annotation':
      return 'description';
    default:
      return undefined;
  }
};

type Operation = {
  parameters?: { name?: string; in?: string }[];
  security?: Record<string, string[]>[];
  requestBody?: RequestBody;
};

const operationOf = (document: ApiDocument, path: string, method: string): Operation | undefined =>
  document.paths?.[path]?.[method] as Operation | undefined;

/** The tool reports these, but they say nothing about the API. */
const isNoise = (diff: Diff): boolean => {
  const [root, second] = diff.path;
  // Schemas under components are reported again, with their side known, in every operation using them.
  if (root === 'components' && second !== 'securitySchemes') return true;
  // The version is what the diff decides, not a change of the API.
  if (root === 'info' && second === 'version') return true;
  // An empty list appearing or disappearing (`parameters: []`) changes nothing.
  const value = diff.action === 'add' ? diff.after : diff.before;
  if ((diff.action === 'add' || diff.action === 'remove') && Array.isArray(value) && value.length === 0) return true;
  return false;
};

const isSecurity = (diff: Diff): boolean => diff.path[0] === 'paths' && diff.path[3] === 'security';

/** Every change from `base` to `head`. Neither document is modified (the tool rewrites its inputs). */
export const compareDocuments = (base: ApiDocument, head: ApiDocument): Change[] => {
  const { diffs, before, after } = runTool(base, head);

  const parameter: ParameterLookup = (path, method, index) => {
    for (const document of [before, after]) {
      const found = operationOf(document, path, method)?.parameters?.[index];
      if (found?.name && found.in) return { name: found.name, in: found.in };
    }
    return undefined;
  };

  const changes: (Change & { field?: string })[] = [];
  const securityDone = new Set<string>();
  for (const diff of diffs) {
    if (isNoise(diff)) continue;
    const path = diff.path;
    if (isSecurity(diff)) {
      const [, urlPath, method] = path as [string, string, string];
      const operation = operationLabel(method, urlPath);
      if (securityDone.has(operation)) continue;
      securityDone.add(operation);
      const was = operationOf(before, urlPath, method)?.security;
      const is = operationOf(after, urlPath, method)?.security;
      changes.push({
        verdict: securityVerdict(was, is),
        side: 'operation',
        subject: 'security',
        action: 'replace',
        operation,
        text: `security requirement ${describeSecurity(was)} changed to ${describeSecurity(is)}`,
        decidedBy: 'our rule',
      });
      continue;
    }
    // A path template renamed ({id} to {listingId}): the same requests reach the same operations.
    if (path[0] === 'paths' && path.length === 1 && diff.action === 'rename') {
      changes.push({
        verdict: 'additive',
        side: 'operation',
        subject: 'operation',
        action: 'rename',
        text: `path ${String(diff.before)} renamed to ${String(diff.after)}`,
      });
      continue;
    }
    // A whole path added or removed: one change per operation in it.
    if (path[0] === 'paths' && path.length === 2 && (diff.action === 'add' || diff.action === 'remove')) {
      const item = (diff.action === 'add' ? diff.after : diff.before) as Record<string, unknown>;
      for (const method of Object.keys(item ?? {})) {
        changes.push({
          verdict: diff.action === 'remove' ? 'breaking' : 'additive',
          side: 'operation',
          subject: 'operation',
          action: diff.action,
          operation: operationLabel(method, String(path[1])),
          text: diff.action === 'remove' ? 'operation removed' : 'operation added',
        });
      }
      continue;
    }
    // A parameter added or removed is the diff's own value; its index is the merged list's.
    const own = (diff.action === 'add' ? diff.after : diff.before) as { name?: unknown; in?: unknown } | undefined;
    const place = locate(path, (urlPath, method, index) =>
      path.length === 5 && typeof own?.name === 'string' && typeof own.in === 'string'
        ? { name: own.name, in: own.in }
        : parameter(urlPath, method, index),
    );
    const action = diff.action as Action;
    const words = wording(place, action, diff.before, diff.after);
    const mine = ourVerdict({
      place,
      subject: words.subject,
      action,
      before: diff.before,
      after: diff.after,
      requestBodyBefore: operationOf(before, String(path[1]), String(path[2]))?.requestBody,
    });
    const theirs = toolVerdict(diff.type);
    const verdict = mine ?? theirs ?? 'breaking';
    changes.push({
      verdict,
      side: place.side,
      subject: words.subject,
      operation: place.operation,
      text: words.text,
      field: words.field,
      action,
      ...(mine && mine !== theirs
        ? { decidedBy: 'our rule' as const }
        : diff.type === 'unclassified'
          ? { decidedBy: 'unclassified by the tool' as const }
          : {}),
    });
  }
  return pairFieldsWithRequired(changes);
};

/**
 * A field added as required, or removed while it was required, is reported by the tool twice
 * (the property and its `required` entry): one change says it.
 */
const pairFieldsWithRequired = (changes: (Change & { field?: string })[]): Change[] => {
  const fieldChanges = new Map<string, Action>();
  for (const change of changes)
    if (change.subject === 'field' && change.field)
      fieldChanges.set(`${change.operation}|${change.field}`, change.action);
  const required = new Set<string>();
  for (const change of changes)
    if (
      change.subject === 'required' &&
      change.field &&
      fieldChanges.get(`${change.operation}|${change.field}`) === change.action
    )
      required.add(`${change.operation}|${change.field}`);
  return changes
    .filter((change) => !(change.subject === 'required' && required.has(`${change.operation}|${change.field}`)))
    .map(({ field, ...change }) =>
      change.subject === 'field' && required.has(`${change.operation}|${field}`) && change.action === 'add'
        ? { ...change, text: `${change.text} (required)` }
        : change,
    );
};
