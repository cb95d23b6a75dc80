import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { contract } from '@contract';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentAnswer, startDocumentBackend, type GeneratedAnswer, type Variant } from '../support/document-backend';
import {
  documentedResponse,
  isRequiredValue,
  openApiDocument,
  resolveSchema,
  splitNull,
} from '../support/document-schemas';
import { readPactFile, type PactInteraction } from '../support/pact-file';
import { PACT_VERIFIER, WITHOUT_ROOT_CERTIFICATES } from '../support/pact-verifier';
import { contractRoutes, routeOf } from '../support/route-coverage';
import type { JsonSchema } from '../../../scripts/openapi/json-schema';

/*
 * The pact asks no more than docs/openapi.json: Pact's standard verifier
 * (pact-verifier) replays every interaction against a backend written from
 * the document alone (tests/pact/support/document-backend.ts), once lean and
 * once full, and every interaction passes. Each matcher of the pact thereby
 * meets values generated from the document's schema for its field, among
 * them the answers a small backend in another language gave: an E.164 phone
 * number, a null `submittedBy`, 9 fractional digits in `createdAt`, the slug
 * `6305-NW-Hoyt-St.`, `Content-Disposition: attachment; filename="..."`, no
 * `X-Content-Type-Options`.
 */

const run = promisify(execFile);
const pact = readPactFile();
const routes = contractRoutes(contract);
const DOCUMENT_ID = 'https://offerdesk.test/openapi.json';

const documentedOf = (interaction: PactInteraction) => {
  const found = routeOf(routes, interaction);
  if (!found) throw new Error(`${interaction.description} calls no route of the contract`);
  return documentedResponse(found.route, interaction.response.status);
};

const answersOf = (variant: Variant): GeneratedAnswer[] =>
  pact.interactions.map((interaction) => documentAnswer(variant, interaction, documentedOf(interaction)));

const ANSWERS: Record<Variant, GeneratedAnswer[]> = { lean: answersOf('lean'), full: answersOf('full') };

let workDir: string;
let replayPact: string;

beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'offerdesk-document-backend-'));
  // The same interactions, each asked for at its own path: the backend answers by index. Only
  // the answers are judged here (the requests and states are the other tests' business).
  replayPact = path.join(workDir, 'replay-pact.json');
  writeFileSync(
    replayPact,
    JSON.stringify({
      ...pact,
      interactions: pact.interactions.map(({ providerStates: _states, ...interaction }, index) => ({
        ...interaction,
        request: { method: 'GET', path: `/interactions/${index}` },
      })),
    }),
  );
});

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

type Report = { interactionResults: { description: string; result: string }[] };

const verifyAgainst = async (answers: readonly GeneratedAnswer[], env: Record<string, string> = {}) => {
  const backend = await startDocumentBackend(answers);
  const report = path.join(workDir, `report-${Date.now()}.json`);
  try {
    const port = new URL(backend.url).port;
    const { code, output } = await run(
      process.execPath,
      [PACT_VERIFIER, '--file', replayPact, '--hostname', '127.0.0.1', '--port', port],
      {
        env: {
          ...process.env,
          ...WITHOUT_ROOT_CERTIFICATES(workDir),
          PACT_VERIFIER_JSON_REPORT: report,
          NO_COLOR: '1',
          ...env,
        },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code?: number; stdout?: string }) => ({ code: error.code ?? 1, output: error.stdout ?? '' }),
    );
    const { interactionResults } = JSON.parse(readFileSync(report, 'utf8')) as Report;
    const failed = interactionResults.filter((entry) => entry.result !== 'OK').map((entry) => entry.description);
    return { code, output, total: interactionResults.length, failed };
  } finally {
    await backend.close();
  }
};

/** Every concrete path of a JSON value: `$`, `$.body`, `$.body.data[0].id`, ... */
const pathsOf = (value: unknown, at = '$'): string[] => [
  at,
  ...(Array.isArray(value)
    ? value.flatMap((item, index) => pathsOf(item, `${at}[${index}]`))
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, item]) => pathsOf(item, `${at}.${key}`))
      : []),
];

const rulePathRegex = (rulePath: string): RegExp =>
  new RegExp(`^${rulePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('\\[\\*\\]', '\\[\\d+\\]')}$`);

describe('the pact asks no more than the OpenAPI document', () => {
  it('the document-only backends answer only what the document allows (Ajv, JSON Schema 2020-12)', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ ...openApiDocument(), $id: DOCUMENT_ID });
    const violations: string[] = [];
    for (const variant of ['lean', 'full'] as const)
      pact.interactions.forEach((interaction, index) => {
        const { pointer } = documentedOf(interaction);
        const answer = ANSWERS[variant][index]!;
        if (answer.body === undefined || !pointer) return;
        const validate = ajv.getSchema(`${DOCUMENT_ID}${pointer}`);
        if (!validate) throw new Error(`No schema at ${pointer}`);
        if (!validate(answer.body))
          violations.push(`${variant} ${interaction.description}: ${ajv.errorsText(validate.errors)}`);
      });
    expect(violations).toEqual([]);
  });

  it('every matcher of the pact meets a generated value: each body rule a field, each header rule a header', () => {
    const unmet = pact.interactions.flatMap((interaction, index) => {
      const generated = (['lean', 'full'] as const).map((variant) => ANSWERS[variant][index]!);
      const paths = generated.flatMap((answer) => pathsOf(answer.body));
      const bodyRules = Object.keys(interaction.response.matchingRules?.body ?? {}).filter(
        (rule) => rule !== '$' || interaction.response.body?.encoded !== 'base64',
      );
      return [
        ...bodyRules.filter((rule) => !paths.some((at) => rulePathRegex(rule).test(at))),
        ...Object.keys(interaction.response.matchingRules?.header ?? {}).filter(
          (name) => !generated.every((answer) => name in answer.headers),
        ),
      ].map((rule) => `${interaction.description}: ${rule}`);
    });
    expect(unmet).toEqual([]);
  });

  it('the generated answers hold the six answers a backend in another language gave, which the old pact refused', () => {
    const bodies = (variant: Variant) => JSON.stringify(ANSWERS[variant].map((answer) => answer.body));
    const download = pact.interactions.findIndex(
      (interaction) => interaction.description === 'a download of an offer document',
    );
    expect({
      'E.164 phone number': bodies('full').includes('"phoneNumber":"+15035550142"'),
      'null submittedBy': bodies('lean').includes('"submittedBy":null'),
      '9 fractional digits': /"createdAt":"[^"]*\.\d{9}Z"/.test(bodies('lean')),
      'slug with capitals and a dot': bodies('lean').includes('"slug":"6305-NW-Hoyt-St."'),
      'Content-Disposition without filename*': ANSWERS.lean[download]?.headers['Content-Disposition'],
      // Unless the document requires it for that answer: then the backend sends it, and the pact may ask.
      'no X-Content-Type-Options': pact.interactions.every((interaction, index) => {
        const required = Object.entries(documentedOf(interaction).headers).some(
          ([name, header]) => name.toLowerCase() === 'x-content-type-options' && header.required,
        );
        return (['lean', 'full'] as const).every(
          (variant) =>
            required ||
            !Object.keys(ANSWERS[variant][index]!.headers).some(
              (name) => name.toLowerCase() === 'x-content-type-options',
            ),
        );
      }),
    }).toEqual({
      'E.164 phone number': true,
      'null submittedBy': true,
      '9 fractional digits': true,
      'slug with capitals and a dot': true,
      'Content-Disposition without filename*': 'attachment; filename="pre-approval-letter.pdf"',
      'no X-Content-Type-Options': true,
    });
  });

  it.each(['lean', 'full'] as const)(
    'the standard verifier passes every interaction against the %s document-only backend',
    async (variant) => {
      const { code, output, total, failed } = await verifyAgainst(ANSWERS[variant]);
      expect(failed, output.slice(-6000)).toEqual([]);
      expect(total).toBe(pact.interactions.length);
      expect(code).toBe(0);
    },
  );

  it('and fails against one that renamed a field the document requires (the check can fail)', async () => {
    const renamed = ANSWERS.lean.map((answer) =>
      answer.body === undefined
        ? answer
        : { ...answer, body: JSON.parse(JSON.stringify(answer.body).replaceAll('"fullName":', '"name":')) as unknown },
    );
    // Two interactions (the verifier's own filter) are enough to see it fail one and pass the other.
    const { code, failed, total } = await verifyAgainst(renamed, {
      PACT_DESCRIPTION: '^(a request for the signed-in user|a forgotten password)$',
    });
    expect({ failed, total }).toEqual({ failed: ['a request for the signed-in user'], total: 2 });
    expect(code).not.toBe(0);
  });

  it("demands no field the document leaves optional or nullable, beyond what the interactions' states make so", () => {
    // Walks each answer of the pact along the document's schema: a field the document does not
    // require, or lets be null, is a promise of the interaction's state (answers.ts, `promised`
    // and `exact`); an array with a minimum the document does not set, too.
    const promises = new Set<string>();
    const walk = (
      schema: JsonSchema,
      value: unknown,
      at: string,
      rules: Record<string, { matchers: { min?: number }[] }>,
    ) => {
      const inner = splitNull(schema).inner ?? {};
      const resolved = resolveSchema(inner);
      if (Array.isArray(value)) {
        const min = rules[at]?.matchers[0]?.min ?? 0;
        if (min > ((resolved.minItems as number | undefined) ?? 0)) promises.add(`${at}: at least ${min}`);
        value.forEach((item) => walk(resolved.items as JsonSchema, item, `${at}[*]`, rules));
        return;
      }
      if (typeof value !== 'object' || value === null) return;
      const properties = (resolved.properties ?? {}) as Record<string, JsonSchema>;
      for (const [key, item] of Object.entries(value)) {
        const onlyNull = key in properties && splitNull(properties[key]!).inner === undefined;
        if (key in properties && !isRequiredValue(resolved, key) && !onlyNull) promises.add(`${at}.${key}`);
        const property = properties[key] ?? (resolved.additionalProperties as JsonSchema | undefined) ?? {};
        walk(property, item, `${at}.${key}`, rules);
      }
    };
    for (const interaction of pact.interactions) {
      const { schema } = documentedOf(interaction);
      if (schema && interaction.response.body?.encoded !== 'base64')
        walk(schema, interaction.response.body?.content, '$', interaction.response.matchingRules?.body ?? {});
    }
    expect([...promises].sort()).toEqual([
      '$.body', // the system notification its state activated; a preference never set is null
      '$.body.account', // the signed-in user's account (an agent of an account; the new team's admin)
      '$.body.data: at least 1', // a page of the state's data has an item
      '$.body.isHighestAndBestOffer', // the offer just kept as highest and best is so
      '$.body.team', // the team just renamed
      '$.challenges', // a 403 that starts the verification names what to verify
      '$.challenges: at least 1',
      '$.errors', // a wrong verification code is a field error on code
    ]);
  });
});
