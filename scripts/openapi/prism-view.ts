import type { JsonSchema } from './json-schema';
import type { OpenApiDocument } from './document';

/**
 * The document as Stoplight Prism 5 can check it. Prism validates each
 * multipart part as its raw text and ignores `encoding.contentType`, so a
 * JSON-encoded part ("active" in quotes, [] for an empty list) breaks every
 * pattern, enum and array schema; and it keeps only the last of repeated
 * parts, so a list of files looks like one file. In this view a JSON part is
 * text holding JSON of its schema (JSON Schema's contentMediaType and
 * contentSchema: the same statement, in words Prism does not misread) and a
 * list of files may also be one file. Everything else is the document as it
 * is. Used by the conformance test and by `npm run openapi:proxy`.
 */
export const prismView = (document: OpenApiDocument): OpenApiDocument => {
  const view = structuredClone(document);
  for (const item of Object.values(view.paths)) {
    for (const operation of Object.values(item)) {
      const media = operation?.requestBody?.content['multipart/form-data'];
      if (!media) continue;
      const properties = media.schema.properties as Record<string, JsonSchema>;
      for (const [name, schema] of Object.entries(properties)) {
        if (media.encoding?.[name]?.contentType === 'application/json') {
          properties[name] = { type: 'string', contentMediaType: 'application/json', contentSchema: schema };
        } else if (schema.type === 'array') {
          properties[name] = { anyOf: [schema.items as JsonSchema, schema] };
        }
      }
      delete media.encoding;
    }
  }
  return view;
};
