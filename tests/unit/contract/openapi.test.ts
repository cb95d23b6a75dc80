import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../../scripts/openapi-document';
import { ROOT, walkContract } from './contract-walk';

// docs/openapi.json is committed for the backend team. It must be exactly what
// the contract generates today.

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const built = buildOpenApiDocument();
// Through JSON, as the writer does, so that undefined fields compare as absent.
const generated: unknown = JSON.parse(JSON.stringify(built));
const committed: unknown = JSON.parse(readFileSync(path.join(ROOT, 'docs/openapi.json'), 'utf8'));

const operations = (document: typeof built) =>
  Object.entries(document.paths).flatMap(([openApiPath, item]) =>
    HTTP_METHODS.filter((method) => (item as Record<string, unknown>)[method]).map(
      (method) => `${method.toUpperCase()} ${openApiPath}`,
    ),
  );

describe('docs/openapi.json', () => {
  it('is what the contract generates', () => {
    expect(committed, 'docs/openapi.json is stale: run npm run contract:openapi').toEqual(generated);
  });

  it('has one operation per contract route', () => {
    const routes = walkContract().map(({ method, path: routePath }) => `${method} ${routePath.replace(/:(\w+)/g, '{$1}')}`);
    expect(operations(built).sort()).toEqual(routes.sort());
  });

  it('declares the common errors once, in components.responses', () => {
    expect(Object.keys(built.components?.responses ?? {}).sort()).toEqual(
      ['Error400', 'Error401', 'Error403', 'Error404', 'Error413', 'Error415', 'Error422', 'Error429', 'Error500'],
    );
    expect(built.paths['/api/v1/listing']?.get?.responses['400']).toEqual({ $ref: '#/components/responses/Error400' });
  });
});
