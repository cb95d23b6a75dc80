/*
 * Where a change sits, read from the JSON path the diff tool reports:
 * which operation, which side of the exchange, and which field of which part.
 */

export type Side = 'request' | 'response' | 'operation' | 'document';

export type Segment = string | number;

export type Place = {
  side: Side;
  /** `POST /api/v1/listing`, when the change belongs to one operation. */
  operation?: string;
  /** What the change is about, in words: `response 200 body.status`, `query parameter sortBy`. */
  part: string;
  /** The schema keyword path below the part, e.g. ['properties', 'status', 'enum', 2]. */
  schemaPath: Segment[];
  /** The path below the operation: ['responses', '200', ...]. */
  operationPath: Segment[];
};

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

export const operationLabel = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;

/** `{ name, in }` of the parameter at `index`, looked up in whichever document has it. */
export type ParameterLookup = (path: string, method: string, index: number) => { name: string; in: string } | undefined;

const afterSchema = (segments: Segment[]): { at: number } | undefined => {
  const at = segments.indexOf('schema');
  return at < 0 ? undefined : { at };
};

export const locate = (path: Segment[], parameter: ParameterLookup): Place => {
  const [root, urlPath, method, ...rest] = path;
  if (root === 'components' && path[1] === 'securitySchemes')
    return {
      side: 'operation',
      part: `security scheme ${String(path[2] ?? '')}`.trim(),
      schemaPath: [],
      operationPath: path.slice(3),
    };
  if (root !== 'paths' || typeof urlPath !== 'string')
    return { side: 'document', part: path.join('.'), schemaPath: [], operationPath: [] };
  if (typeof method !== 'string' || !HTTP_METHODS.has(method))
    return { side: 'operation', part: `path ${urlPath}`, schemaPath: [], operationPath: path.slice(2) };

  const operation = operationLabel(method, urlPath);
  const [area, key] = rest;
  const schema = afterSchema(rest);
  const schemaPath = schema ? rest.slice(schema.at + 1) : [];
  if (area === 'parameters' && typeof key === 'number') {
    const found = parameter(urlPath, method, key);
    const part = found ? `${found.in} parameter ${found.name}` : `parameter ${key + 1}`;
    return { side: 'request', operation, part, schemaPath, operationPath: rest };
  }
  if (area === 'parameters' || area === 'requestBody') {
    const contentType = rest[2];
    const part =
      area === 'parameters'
        ? 'parameters'
        : schema && typeof contentType === 'string' && contentType !== 'application/json'
          ? `request body (${contentType})`
          : 'request body';
    return { side: 'request', operation, part, schemaPath, operationPath: rest };
  }
  if (area === 'responses' && key !== undefined) {
    const [, , where, name] = rest;
    const part =
      where === 'headers' && name !== undefined ? `response ${key} header ${String(name)}` : `response ${key}`;
    return { side: 'response', operation, part, schemaPath, operationPath: rest };
  }
  return { side: 'operation', operation, part: 'operation', schemaPath: [], operationPath: rest };
};
