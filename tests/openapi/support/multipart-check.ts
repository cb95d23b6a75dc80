import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenApiDocument } from '../../../scripts/openapi/document';

type MultipartViolation = { location: string[]; message: string };
export type MultipartCheck = (path: string, method: string, form: FormData) => Promise<MultipartViolation[]>;

const DOCUMENT_ID = 'https://offerdesk.test/openapi.json';
const pointerPart = (part: string): string => part.replaceAll('~', '~0').replaceAll('/', '~1');

type MediaType = {
  schema?: { properties?: Record<string, { type?: unknown }> };
  encoding?: Record<string, { contentType?: string }>;
};

/**
 * Prism checks a multipart body only through a view in which every part is
 * text (decision 0011): it cannot tell '"active"' from an enumeration's value.
 * The multipart bodies of the conformance run are judged here as well, by the
 * committed document itself and Ajv, an independent JSON Schema 2020-12
 * validator: each part decoded as the document's `encoding` says (JSON for
 * application/json; a file's bytes as text), a repeated part as an array
 * where the schema says array, then the body validated against the
 * operation's multipart schema.
 */
export const multipartChecker = (document: OpenApiDocument): MultipartCheck => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });

  return async (path, method, form) => {
    const operation = document.paths[path]?.[method.toLowerCase() as 'post'];
    const media = (operation?.requestBody?.content as Record<string, MediaType> | undefined)?.['multipart/form-data'];
    if (!media?.schema)
      return [
        { location: ['request', 'body'], message: `the document declares no multipart body for ${method} ${path}` },
      ];
    const body: Record<string, unknown> = {};
    const violations: MultipartViolation[] = [];
    for (const name of new Set(form.keys())) {
      const isJson = media.encoding?.[name]?.contentType === 'application/json';
      const parts = await Promise.all(
        form
          .getAll(name)
          .map(async (part) =>
            typeof part === 'string' ? (isJson ? (JSON.parse(part) as unknown) : part) : await part.text(),
          ),
      );
      const isList = !isJson && media.schema.properties?.[name]?.type === 'array';
      if (parts.length > 1 && !isList)
        violations.push({ location: ['request', 'body', name], message: `${parts.length} parts for one value` });
      body[name] = isList ? parts : parts[0];
    }
    const pointer = ['paths', path, method.toLowerCase(), 'requestBody', 'content', 'multipart/form-data', 'schema']
      .map(pointerPart)
      .join('/');
    const validate = ajv.getSchema(`${DOCUMENT_ID}#/${pointer}`);
    if (!validate) return [{ location: ['request', 'body'], message: `no schema at #/${pointer}` }];
    if (!validate(body)) {
      for (const error of validate.errors ?? []) {
        violations.push({
          location: ['request', 'body', ...error.instancePath.split('/').filter(Boolean)],
          message: error.message ?? error.keyword,
        });
      }
    }
    return violations;
  };
};
