import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildOpenApiDocument } from './openapi-document';

// The backend team reads docs/openapi.json; a test fails when it is stale.
const target = resolve(import.meta.dirname, '../docs/openapi.json');
writeFileSync(target, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log(`Wrote ${target}`);
