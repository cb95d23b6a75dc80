// `npm run contract:diff [base] [head]`: every change between two OpenAPI documents, each
// marked breaking, additive or description-only, for the request and the response side, and
// the version the changes call for (docs/contract-changes.md).
//
//   npm run contract:diff                        the last release (docs/openapi.released.json) against docs/openapi.json
//   npm run contract:diff -- HEAD~5              docs/openapi.json of a git revision against docs/openapi.json
//   npm run contract:diff -- old.json new.json   any two files (or revisions)
//
// Exit code 0 whatever changed (the gate is npm run contract:check); 2 when a document cannot be read.
import { compareDocuments } from './contract/compare';
import { CURRENT_DOCUMENT, RELEASED_DOCUMENT, resolveDocument } from './contract/documents';
import { renderReport } from './contract/report';
import { nextVersion, requiredBump } from './contract/semver';

const [baseName = RELEASED_DOCUMENT, headName = CURRENT_DOCUMENT] = process.argv.slice(2);

try {
  const started = performance.now();
  const base = resolveDocument(baseName);
  const head = resolveDocument(headName);
  const changes = compareDocuments(base.document, head.document);
  const bump = requiredBump(changes);
  const from = base.document.info.version;
  console.log(`contract:diff ${base.label} (${from}) -> ${head.label} (${head.document.info.version})\n`);
  console.log(renderReport(changes, { withAdvice: true }));
  console.log(
    `\n${bump === 'none' ? 'No release needed' : `Next version: ${nextVersion(from, bump)} (${bump})`}; compared in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(`contract:diff: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
