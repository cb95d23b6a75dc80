import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { withGeneratedSections } from './docs/scenarios-sections';

// Rewrites the personas table and the scenario descriptions of docs/scenarios.md from the
// fixtures; tests/unit/fixtures/scenarios-doc.test.ts fails while the committed ones differ.
const target = resolve(import.meta.dirname, '../docs/scenarios.md');
const current = readFileSync(target, 'utf8');
const next = withGeneratedSections(current);
writeFileSync(target, next);
console.log(next === current ? `${target} was up to date` : `Wrote ${target}`);
