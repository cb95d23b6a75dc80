// `npm run test:api-coverage`: merges what the test layers exercised of the API
// (.cache/api-coverage/<layer>.json, written by the unit and component runs, pact:verify and
// the e2e runs), prints a route × status table and the declared statuses nothing exercised,
// and fails when a route answered a status it does not declare, or has no exercised 2xx, or
// no exercised 4xx (docs/qa.md, "API coverage").
//
//   npm run test:api-coverage                 every layer file present
//   API_COVERAGE_LAYERS=unit,e2e npm run ...  only these layers (each must be present)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COVERAGE_DIR, type LayerFile } from './layers';
import { renderTable, renderUnexercised, totals, verdicts } from './table';

const wanted = process.env.API_COVERAGE_LAYERS?.split(',')
  .map((layer) => layer.trim())
  .filter(Boolean);
const present = existsSync(COVERAGE_DIR)
  ? readdirSync(COVERAGE_DIR)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -5))
  : [];
const missing = (wanted ?? []).filter((layer) => !present.includes(layer));
if (missing.length > 0 || present.length === 0) {
  console.error(
    `test:api-coverage: no coverage from ${missing.length > 0 ? missing.join(', ') : 'any layer'} in ${path.relative(process.cwd(), COVERAGE_DIR)}/: run the layers first (npm run test:unit, npm run pact:verify, npm run test:e2e).`,
  );
  process.exit(2);
}
const layers = (wanted ?? present)
  .sort()
  .map((layer) => JSON.parse(readFileSync(path.join(COVERAGE_DIR, `${layer}.json`), 'utf8')) as LayerFile);

const rows = verdicts(layers);
console.log(renderTable(rows));
const sum = totals(rows);
console.log(`\nDeclared, and exercised by no layer (route: statuses):\n${renderUnexercised(rows) || '  none'}`);
console.log(
  `\nlayers: ${layers.map((layer) => `${layer.layer} (${layer.entries.reduce((n, entry) => n + entry.count, 0)} answers)`).join(', ')}\n` +
    `routes: ${sum.routes}; with an exercised 2xx: ${sum.with2xx}; with an exercised 4xx: ${sum.with4xx}; ` +
    `declared route × status pairs exercised: ${sum.exercisedDeclaredPairs} of ${sum.declaredPairs}; ` +
    `answered but not declared: ${sum.undeclaredAnswers}; failing routes: ${sum.failing}`,
);
process.exit(sum.failing > 0 ? 1 : 0);
