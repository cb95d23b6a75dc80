import { describe, expect, it } from 'vitest';
import type { Schema } from './core/openapi-index';
import { formatReport } from './core/report';
import { runFuzzer, type FuzzOptions } from './core/run';
import { readDocument, readScenarios } from './support/documents';
import { useMockTarget } from './support/mock-target';

/*
 * The fuzzer's controls: a document that says less than the API checks, or
 * more, must make it fail. Each runs the fuzzer's core, as the npm test step
 * does, on the operations concerned only, against a changed copy of the
 * committed document.
 */

const target = useMockTarget();

const schemas = (document: Record<string, unknown>) =>
  (document.components as { schemas: Record<string, Schema> }).schemas;

const run = async (document: Record<string, unknown>, operations: readonly string[], requests = 24) => {
  const options: FuzzOptions = {
    seed: 7,
    requestsFor: () => requests,
    negativeShare: 0.35,
    only: (operation) => operations.includes(operation.id),
  };
  const started = performance.now();
  const report = await runFuzzer(document, readScenarios(), target(), options);
  console.log(formatReport(report, { seed: options.seed, seconds: (performance.now() - started) / 1000 }));
  return report;
};

const EMAIL_OPERATIONS = ['auth.login', 'auth.forgotPassword', 'invitations.create', 'listings.addUser'];
const CONTROLLED = [...EMAIL_OPERATIONS, 'offers.create'];

describe('the fuzzer fails', () => {
  it('when the document loses the e-mail pattern: the API refuses e-mails the document allows', async () => {
    const document = readDocument();
    delete schemas(document).Email!.pattern;
    const report = await run(document, EMAIL_OPERATIONS);
    const refusals = report.findings.filter((finding) => finding.kind === 'schema-valid refused');
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.every((finding) => finding.detail.includes('Invalid email address'))).toBe(true);
  });

  it("when the document loses an offer's dependent fields: the API refuses offers the document allows", async () => {
    const document = readDocument();
    const media = (document.paths as Record<string, Record<string, Schema>>)['/api/v1/offers']!.post!.requestBody as {
      content: Record<string, { schema: Schema }>;
    };
    delete media.content['multipart/form-data']!.schema.allOf;
    const report = await run(document, ['offers.create']);
    expect(report.findings.some((finding) => finding.kind === 'schema-valid refused')).toBe(true);
  });

  it('when the document refuses what the API accepts: a schema-invalid request is accepted', async () => {
    const document = readDocument();
    // The document asks for a locale the API has never required (nor read).
    const body = schemas(document).ForgotPasswordBody as { properties: Record<string, Schema>; required: string[] };
    body.properties.locale = { type: 'string', maxLength: 10 };
    body.required.push('locale');
    const report = await run(document, ['auth.forgotPassword'], 60);
    expect(report.invalidAccepted).toBeGreaterThan(0);
    expect(report.findings.filter((finding) => finding.kind === 'schema-invalid accepted')).not.toEqual([]);
  });

  it('on the committed document, for the same operations, it finds nothing', async () => {
    const report = await run(readDocument(), CONTROLLED);
    expect(report.findings).toEqual([]);
  });
});
