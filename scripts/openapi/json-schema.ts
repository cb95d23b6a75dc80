/** A JSON Schema 2020-12 object as the OpenAPI 3.1 document holds it. */
export type JsonSchema = { [keyword: string]: unknown };

export const schemaRef = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords that constrain one JSON type only: on a value of any other type they are ignored. */
const KEYWORDS_OF_TYPE: Record<string, readonly string[]> = {
  integer: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  string: ['minLength', 'maxLength', 'pattern'],
  boolean: [],
  null: [],
};

/** A branch that says "this one JSON type, with constraints that only that type reads". */
const simpleBranchType = (branch: unknown): string | undefined => {
  if (!isObject(branch) || typeof branch.type !== 'string') return undefined;
  const allowed = KEYWORDS_OF_TYPE[branch.type];
  if (!allowed) return undefined;
  return Object.keys(branch).every((key) => key === 'type' || allowed.includes(key)) ? branch.type : undefined;
};

/**
 * `anyOf` of branches with distinct JSON types, each constrained only by
 * keywords of its own type, says the same as one schema with a type array and
 * all the constraints: a value can satisfy at most one branch anyway. The one
 * schema is what a validator that coerces parameter text (Prism: "43" is also
 * 43) still matches exactly once, and what code generators turn into
 * `number | string` rather than an opaque union. integer and number overlap,
 * so they are never merged.
 */
const mergeDisjointTypes = (schema: JsonSchema): JsonSchema => {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length < 2) return schema;
  const types = branches.map(simpleBranchType);
  if (types.some((type) => type === undefined) || new Set(types).size !== types.length) return schema;
  if (types.includes('integer') && types.includes('number')) return schema;
  const { anyOf: _merged, ...annotations } = schema;
  const constraints: JsonSchema[] = branches.map(({ type: _type, ...own }: JsonSchema) => own);
  return { type: types, ...Object.assign({}, ...constraints), ...annotations };
};

/** The schema with every disjoint-type anyOf in it merged (see mergeDisjointTypes). */
export const simplifySchema = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(simplifySchema);
  if (!isObject(value)) return value;
  const walked = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, simplifySchema(item)]));
  return mergeDisjointTypes(walked);
};
