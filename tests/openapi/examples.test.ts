import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument, Operation } from '../../scripts/openapi/document';
import { ROOT } from '../unit/contract/contract-walk';

/*
 * The examples of docs/openapi.json (drawn from the demo scenario by
 * scripts/openapi/examples/) as a backend team reads them: every operation
 * shows a request and its answers, and every example is valid against the
 * schema beside it, judged by Ajv's JSON Schema 2020-12 with the document's
 * own components. document.test.ts checks they are what the mock answers today.
 */

const DOCUMENT_ID = 'https://offerdesk.test/openapi.json';
const document = JSON.parse(readFileSync(path.join(ROOT, 'docs/openapi.json'), 'utf8')) as OpenApiDocument;

type Located = { where: string; pointer: string; example: unknown };

const pointerPart = (part: string | number): string => String(part).replaceAll('~', '~0').replaceAll('/', '~1');
const pointerOf = (parts: (string | number)[]): string => `#/${parts.map(pointerPart).join('/')}`;

const operations = Object.entries(document.paths).flatMap(([route, item]) =>
  Object.entries(item).map(([method, operation]) => ({ route, method, operation: operation as Operation })),
);

/** Every example of the document with the pointer of the schema it must fit. */
const examplesOf = (doc: OpenApiDocument): Located[] =>
  Object.entries(doc.paths).flatMap(([route, item]) =>
    Object.entries(item).flatMap(([method, operation]) => {
      const base = ['paths', route, method];
      const id = (operation as Operation).operationId;
      const { parameters = [], requestBody, responses } = operation as Operation;
      return [
        ...parameters.flatMap((parameter, index) =>
          parameter.example === undefined
            ? []
            : [
                {
                  where: `${id} ${parameter.name}`,
                  pointer: pointerOf([...base, 'parameters', index, 'schema']),
                  example: parameter.example,
                },
              ],
        ),
        ...Object.entries(requestBody?.content ?? {}).flatMap(([type, media]) =>
          media.example === undefined
            ? []
            : [
                {
                  where: `${id} request ${type}`,
                  pointer: pointerOf([...base, 'requestBody', 'content', type, 'schema']),
                  example: media.example,
                },
              ],
        ),
        ...Object.entries(responses).flatMap(([status, response]) => {
          const json = response.content?.['application/json'];
          return json?.example === undefined
            ? []
            : [
                {
                  where: `${id} ${status}`,
                  pointer: pointerOf([...base, 'responses', status, 'content', 'application/json', 'schema']),
                  example: json.example,
                },
              ];
        }),
      ];
    }),
  );

/** The examples Ajv finds invalid, each with Ajv's first complaint. */
const invalidExamples = (doc: OpenApiDocument): string[] => {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema({ ...doc, $id: DOCUMENT_ID });
  return examplesOf(doc).flatMap(({ where, pointer, example }) => {
    const validate = ajv.getSchema(`${DOCUMENT_ID}${pointer}`);
    if (!validate) return [`${where}: no schema at ${pointer}`];
    if (validate(example)) return [];
    const [error] = validate.errors ?? [];
    return [`${where}: ${error?.instancePath || '(root)'} ${error?.message ?? 'invalid'}`];
  });
};

describe('the examples of docs/openapi.json', () => {
  it('every operation shows the request it takes: each parameter it was called with, and its body', () => {
    const missing = operations.flatMap(({ operation }) => [
      ...(operation.parameters ?? [])
        .filter((parameter) => parameter.required && parameter.example === undefined)
        .map((parameter) => `${operation.operationId} ${parameter.name}`),
      ...Object.entries(operation.requestBody?.content ?? {})
        .filter(([, media]) => media.example === undefined)
        .map(([type]) => `${operation.operationId} ${type}`),
    ]);
    expect(missing).toEqual([]);
  });

  it('every JSON success shows an example, and so does a 4xx of every operation that declares any', () => {
    const missing = operations.flatMap(({ operation }) => {
      const statuses = Object.entries(operation.responses);
      const shown = (status: string) =>
        operation.responses[status]?.content?.['application/json']?.example !== undefined;
      const json2xx = statuses.filter(([status, response]) => status < '300' && response.content?.['application/json']);
      const has4xx = statuses.some(([status]) => status.startsWith('4'));
      return [
        ...json2xx.filter(([status]) => !shown(status)).map(([status]) => `${operation.operationId} ${status}`),
        ...(has4xx && !statuses.some(([status]) => status.startsWith('4') && shown(status))
          ? [`${operation.operationId} 4xx`]
          : []),
      ];
    });
    expect(missing).toEqual([]);
    const count = examplesOf(document).length;
    console.log(`docs/openapi.json: ${count} examples over ${operations.length} operations`);
    expect(operations).toHaveLength(68);
  });

  it('every example is valid against its schema (Ajv, JSON Schema 2020-12)', () => {
    expect(invalidExamples(document)).toEqual([]);
  });

  it('the check can fail: a listing answer with a status outside the enumeration is reported', () => {
    const broken = structuredClone(document);
    const ok = broken.paths['/api/v1/listing/{id}']!.get!.responses['200']!.content!['application/json']!;
    (ok.example as { body: { status: string } }).body.status = 'sideways';
    expect(invalidExamples(broken)).toEqual([
      expect.stringMatching(/^listings\.get 200: \/body\/status must be equal to one of the allowed values$/),
    ]);
  });
});
