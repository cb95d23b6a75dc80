import type { Place, Segment } from './locate';

/*
 * A change in words: "response 200 body.status: value `withdrawn` added". The diff tool's own
 * annotations are left aside: it writes them only for the first operation that shares a schema.
 */

export type Action = 'add' | 'remove' | 'replace' | 'rename';

/** What kind of thing changed; it picks the advice a breaking change carries. */
export type Subject =
  | 'operation'
  | 'status'
  | 'parameter'
  | 'field'
  | 'required'
  | 'enum'
  | 'type'
  | 'constraint'
  | 'security'
  | 'content-type'
  | 'header'
  | 'annotation'
  | 'other';

export type Wording = {
  subject: Subject;
  text: string;
  /** The field a `field` or `required` change is about (`response 200|body.id`), to pair the two. */
  field?: string;
};

const CONSTRAINTS = new Set([
  'maxLength',
  'minLength',
  'maximum',
  'minimum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'pattern',
  'format',
  'maxItems',
  'minItems',
  'uniqueItems',
  'multipleOf',
  'maxProperties',
  'minProperties',
  'const',
  'additionalProperties',
]);
const ANNOTATIONS = new Set(['description', 'summary', 'title', 'example', 'examples', 'tags', 'operationId']);

const show = (value: unknown): string => {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

const verb = (action: Action): string => (action === 'add' ? 'added' : action === 'remove' ? 'removed' : 'changed');

/** Splits a schema path into the field it names (`body.data[].status`) and the keyword below it. */
const fieldAndKeyword = (schemaPath: Segment[]): { field: string; keyword: Segment[] } => {
  let field = '';
  let i = 0;
  while (i < schemaPath.length) {
    const segment = schemaPath[i];
    if (segment === 'properties' && i + 2 < schemaPath.length) {
      field = field ? `${field}.${String(schemaPath[i + 1])}` : String(schemaPath[i + 1]);
      i += 2;
    } else if (segment === 'items' && i + 1 < schemaPath.length) {
      field = `${field}[]`;
      i += 1;
    } else if ((segment === 'allOf' || segment === 'anyOf' || segment === 'oneOf') && i + 2 < schemaPath.length) {
      i += 2;
    } else break;
  }
  return { field, keyword: schemaPath.slice(i) };
};

const within = (part: string, field: string): string =>
  !field ? part : field.startsWith('[]') ? `${part} items${field.slice(2)}` : `${part} ${field}`;

const schemaWording = (place: Place, action: Action, before: unknown, after: unknown): Wording => {
  const { field, keyword } = fieldAndKeyword(place.schemaPath);
  const [word] = keyword;
  const at = within(place.part, field);
  const value = action === 'add' ? after : before;
  if (word === 'properties' && keyword.length === 2) {
    const name = field ? `${field}.${String(keyword[1])}` : String(keyword[1]);
    return { subject: 'field', text: `${place.part}: field ${name} ${verb(action)}`, field: `${place.part}|${name}` };
  }
  if (word === 'required' && keyword.length === 2) {
    const name = field ? `${field}.${String(value)}` : String(value);
    return {
      subject: 'required',
      text: `${within(place.part, name)}: ${action === 'add' ? 'now required' : 'no longer required'}`,
      field: `${place.part}|${name}`,
    };
  }
  if (word === 'enum')
    return keyword.length === 2 && action !== 'replace'
      ? { subject: 'enum', text: `${at}: value ${show(value)} ${verb(action)}` }
      : { subject: 'enum', text: `${at}: allowed values ${show(before)} changed to ${show(after)}` };
  if (word === 'type')
    return action === 'replace' || keyword.length === 1
      ? { subject: 'type', text: `${at}: type ${show(before)} changed to ${show(after)}` }
      : { subject: 'type', text: `${at}: type ${show(value)} ${verb(action)}` };
  if ((word === 'anyOf' || word === 'oneOf') && keyword.length === 2)
    return { subject: 'type', text: `${at}: alternative ${show(value)} ${verb(action)}` };
  if (typeof word === 'string' && CONSTRAINTS.has(word))
    return {
      subject: 'constraint',
      text:
        action === 'replace'
          ? `${at}: ${word} ${show(before)} changed to ${show(after)}`
          : `${at}: ${word} ${show(value)} ${verb(action)}`,
    };
  if (typeof word === 'string' && ANNOTATIONS.has(word))
    return { subject: 'annotation', text: `${at}: ${word} ${verb(action)}` };
  if (word === undefined) return { subject: 'type', text: `${at}: schema ${verb(action)}` };
  return { subject: 'other', text: `${at}: ${keyword.map(String).join('.')} ${verb(action)}` };
};

/**
 * Words under a media type (`content.<type>.example.body.header`): the tool leaves a changed
 * example value unclassified, but a media type's examples describe, they bind no one.
 */
const mediaTypeAnnotation = (path: readonly (string | number)[]): string | undefined => {
  const word = path[path.indexOf('content') + 2];
  return path.includes('content') && typeof word === 'string' && ANNOTATIONS.has(word) ? word : undefined;
};

export const wording = (place: Place, action: Action, before: unknown, after: unknown): Wording => {
  const [area, key, ...below] = place.operationPath;
  if (place.side === 'document') return { subject: 'annotation', text: `document ${place.part} ${verb(action)}` };
  const mediaWord = place.schemaPath.length === 0 ? mediaTypeAnnotation(place.operationPath) : undefined;
  if (mediaWord) return { subject: 'annotation', text: `${place.part}: ${mediaWord} ${verb(action)}` };
  if (place.part.startsWith('security scheme'))
    return { subject: 'security', text: `${place.part}: ${place.operationPath.join('.') || 'scheme'} ${verb(action)}` };
  if (place.operationPath.length === 0) return { subject: 'operation', text: `operation ${verb(action)}` };
  if (place.schemaPath.length > 0 || (place.operationPath.includes('schema') && place.side !== 'operation'))
    return schemaWording(place, action, before, after);
  if (area === 'parameters') {
    if (key === undefined) return { subject: 'parameter', text: `parameters ${verb(action)}` };
    const [word] = below;
    if (word === undefined) {
      const parameter = (action === 'add' ? after : before) as { required?: boolean } | undefined;
      return {
        subject: 'parameter',
        text: `${place.part}${parameter?.required ? ' (required)' : ''} ${verb(action)}`,
      };
    }
    if (word === 'required')
      return { subject: 'required', text: `${place.part}: ${after === true ? 'now required' : 'no longer required'}` };
    return typeof word === 'string' && ANNOTATIONS.has(word)
      ? { subject: 'annotation', text: `${place.part}: ${word} ${verb(action)}` }
      : { subject: 'parameter', text: `${place.part}: ${below.map(String).join('.')} ${verb(action)}` };
  }
  if (area === 'requestBody') {
    if (key === undefined) return { subject: 'field', text: `request body ${verb(action)}` };
    if (key === 'required')
      return { subject: 'required', text: `request body: ${after === true ? 'now required' : 'no longer required'}` };
    if (key === 'content' && below.length === 1)
      return { subject: 'content-type', text: `request body: content type ${String(below[0])} ${verb(action)}` };
    return typeof key === 'string' && ANNOTATIONS.has(key)
      ? { subject: 'annotation', text: `request body: ${key} ${verb(action)}` }
      : { subject: 'other', text: `request body: ${[key, ...below].map(String).join('.')} ${verb(action)}` };
  }
  if (area === 'responses') {
    const [where, name, ...deeper] = below;
    if (where === undefined) return { subject: 'status', text: `status ${String(key)} ${verb(action)}` };
    if (where === 'headers')
      return name === undefined
        ? { subject: 'header', text: `response ${String(key)}: headers ${verb(action)}` }
        : deeper.length === 0
          ? { subject: 'header', text: `${place.part} ${verb(action)}` }
          : ANNOTATIONS.has(String(deeper.at(-1)))
            ? { subject: 'annotation', text: `${place.part}: ${deeper.map(String).join('.')} ${verb(action)}` }
            : { subject: 'header', text: `${place.part}: ${deeper.map(String).join('.')} ${verb(action)}` };
    if (where === 'content' && deeper.length === 0)
      return { subject: 'content-type', text: `response ${String(key)}: content type ${String(name)} ${verb(action)}` };
    return typeof where === 'string' && ANNOTATIONS.has(where)
      ? { subject: 'annotation', text: `response ${String(key)}: ${where} ${verb(action)}` }
      : { subject: 'other', text: `response ${String(key)}: ${below.map(String).join('.')} ${verb(action)}` };
  }
  if (area === 'security') return { subject: 'security', text: 'security requirement changed' };
  if (typeof area === 'string' && ANNOTATIONS.has(area))
    return { subject: 'annotation', text: `${area} ${verb(action)}` };
  if (area === 'deprecated') return { subject: 'annotation', text: after ? 'deprecated' : 'no longer deprecated' };
  return { subject: 'other', text: `${place.operationPath.map(String).join('.')} ${verb(action)}` };
};
