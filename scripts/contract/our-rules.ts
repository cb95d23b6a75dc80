import type { Place } from './locate';
import type { Action, Subject } from './wording';

/*
 * Where api-smart-diff 1.0.6 is wrong or silent, our own rules decide (decision 0056 lists
 * what was measured). Each returns a verdict, or undefined to keep the tool's.
 */

export type Verdict = 'breaking' | 'additive' | 'description';

/** An operation's request body, as far as our rules read it. */
export type RequestBody = { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };

type Input = {
  place: Place;
  subject: Subject;
  action: Action;
  before: unknown;
  after: unknown;
  /** The operation's request body in the base document, when it had one. */
  requestBodyBefore?: RequestBody;
};

const typeSet = (value: unknown): Set<string> =>
  new Set((Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string'));

const isSubset = (small: Set<string>, large: Set<string>): boolean => [...small].every((item) => large.has(item));

/**
 * A changed `type`: the tool reverses every rule for responses, so a response field that
 * turns from string to integer (or becomes nullable) passes as additive. A request may only
 * widen (every value a client sent is still taken); a response may only narrow (every value
 * a client gets is one it knows).
 */
const changedType = ({ place, subject, action, before, after }: Input): Verdict | undefined => {
  if (subject !== 'type' || action !== 'replace' || place.schemaPath.at(-1) !== 'type') return undefined;
  const was = typeSet(before);
  const is = typeSet(after);
  const safe = place.side === 'response' ? isSubset(is, was) : isSubset(was, is);
  return safe ? 'additive' : 'breaking';
};

/**
 * A new error status: the tool calls it additive. A client written against the old document
 * has no handling for it (a generated client has no type for its body), and the backend must
 * now answer it where the document says: both sides have work, so it is breaking.
 */
const newErrorStatus = ({ subject, action, place }: Input): Verdict | undefined => {
  if (subject !== 'status' || action !== 'add') return undefined;
  const status = Number(place.operationPath[1]);
  return status >= 400 ? 'breaking' : undefined;
};

/**
 * A field removed from a request body: the tool calls it additive. A client that still sends
 * it is either refused (a strict server answers 400) or silently ignored, and the value it
 * meant to set is lost: both break a working client.
 */
const removedRequestField = ({ place, subject, action }: Input): Verdict | undefined =>
  place.side === 'request' && subject === 'field' && action === 'remove' && place.schemaPath.length > 0
    ? 'breaking'
    : undefined;

/**
 * Words (descriptions, summaries, examples, titles) never break anyone, whatever the tool says:
 * it leaves a parameter's or a header's `example` unclassified.
 */
const wordsOnly = ({ subject }: Input): Verdict | undefined => (subject === 'annotation' ? 'description' : undefined);

/**
 * A multipart part's `encoding` entry added together with the part: it says how the new field
 * travels, and a client that does not send the field is untouched, so the field's own change
 * decides (the tool leaves the entry unclassified). An entry added for a part that was already
 * there changes how every client must send it, and stays the tool's call.
 */
const newPartsEncoding = ({ place, action, requestBodyBefore }: Input): Verdict | undefined => {
  const [area, content, mediaType, encoding, part] = place.operationPath;
  if (place.side !== 'request' || action !== 'add' || place.operationPath.length !== 5) return undefined;
  if (area !== 'requestBody' || content !== 'content' || encoding !== 'encoding') return undefined;
  const properties = requestBodyBefore?.content?.[String(mediaType)]?.schema?.properties;
  return properties !== undefined && !(String(part) in properties) ? 'additive' : undefined;
};

const OUR_RULES = [wordsOnly, changedType, newErrorStatus, removedRequestField, newPartsEncoding] as const;

export const ourVerdict = (input: Input): Verdict | undefined => {
  for (const rule of OUR_RULES) {
    const verdict = rule(input);
    if (verdict) return verdict;
  }
  return undefined;
};

type SecurityRequirement = Record<string, string[]>[] | undefined;

const alternatives = (requirement: SecurityRequirement): string[] =>
  (requirement ?? []).map((option) => Object.keys(option).sort().join('+'));

const isOpen = (requirement: SecurityRequirement): boolean =>
  !requirement || requirement.length === 0 || alternatives(requirement).includes('');

/**
 * An operation's security, judged as a whole (the tool judges each array item, and calls a
 * requirement added to an open operation additive). Breaking when an open operation now needs
 * credentials, or a way of signing in that clients use is no longer accepted.
 */
export const securityVerdict = (before: SecurityRequirement, after: SecurityRequirement): Verdict => {
  if (isOpen(after)) return isOpen(before) ? 'description' : 'additive';
  if (isOpen(before)) return 'breaking';
  const now = new Set(alternatives(after));
  return alternatives(before).every((option) => now.has(option)) ? 'additive' : 'breaking';
};

export const describeSecurity = (requirement: SecurityRequirement): string =>
  isOpen(requirement) ? 'none' : alternatives(requirement).join(' or ');
