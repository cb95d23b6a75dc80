import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateOpenApiDocument } from './openapi/generate';

// The backend team reads docs/openapi.json; a test fails when it is stale.
const target = resolve(import.meta.dirname, '../docs/openapi.json');
const text = `${JSON.stringify(await generateOpenApiDocument(), null, 2)}\n`;
writeFileSync(target, text);
console.log(`Wrote ${target} (${Math.round(Buffer.byteLength(text) / 1024)} KB)`);
