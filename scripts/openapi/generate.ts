import { buildOpenApiDocument, type OpenApiDocument } from './document';
import { collectExamples } from './examples/collect';

/** docs/openapi.json as `npm run contract:openapi` and `npm run contract:release` write it: with the examples. */
export const generateOpenApiDocument = async (): Promise<OpenApiDocument> =>
  buildOpenApiDocument(await collectExamples());
