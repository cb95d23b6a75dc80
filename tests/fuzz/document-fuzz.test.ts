import { expect, it } from 'vitest';
import { indexDocument } from './core/openapi-index';
import { formatReport } from './core/report';
import { runFuzzer } from './core/run';
import { FUZZ_OPTIONS, readDocument, readScenarios } from './support/documents';
import { useMockTarget } from './support/mock-target';

/*
 * Schemathesis's method, from docs/openapi.json alone, against the mock: a
 * backend built from the document and a client generated from it must agree
 * with the mock. Every operation gets requests generated from its schemas
 * and requests with one thing broken, signed in as the personas
 * (docs/scenarios.md). The run fails on a server error, an answer the
 * document does not declare (status, body, headers), a schema-valid request
 * refused by a rule the document does not carry (its x-offerdesk-rules name
 * every field and message of a data-dependent 400), and a schema-invalid
 * request accepted. FUZZ_SEED replays another run.
 */

const target = useMockTarget();

it('every operation: no 5xx, nothing undeclared, no undocumented refusal, no schema-invalid request accepted', async () => {
  const document = readDocument();
  const started = performance.now();
  const report = await runFuzzer(document, readScenarios(), target(), FUZZ_OPTIONS);
  console.log(formatReport(report, { seed: FUZZ_OPTIONS.seed, seconds: (performance.now() - started) / 1000 }));

  expect(report.operations).toBe(indexDocument(document).operations.length);
  expect(report.sent).toBeGreaterThanOrEqual(3000);
  expect(report.valid).toBeGreaterThan(report.sent / 2);
  expect(report.invalid).toBeGreaterThan(report.sent / 4);
  expect(report.findings).toEqual([]);
});
