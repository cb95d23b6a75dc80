import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contract } from '@contract';
import { EMAIL_PATTERN, PASSWORD_CASE_PATTERN } from '@contract/schemas/common';
import { plainOfferTerms } from '@fixtures/plain-offer-terms';
import { documentedRules } from '../fuzz/core/documented-rules';
import { ROOT } from '../unit/contract/contract-walk';

/*
 * Every rule of a request in the committed document, from the contract's
 * one statement of it: each refusal the issue found the document silent
 * about is now refused by the document (Ajv, JSON Schema 2020-12) and by the
 * contract's own schema alike, and the request beside it that keeps the rule
 * is accepted by both.
 */

type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };
type Operation = {
  operationId: string;
  requestBody?: { content: Record<string, { schema: object }> };
  'x-offerdesk-rules'?: string[];
};

const document = JSON.parse(readFileSync(path.join(ROOT, 'docs/openapi.json'), 'utf8')) as Document;
const ajv = new Ajv2020({ strict: false });
addFormats(ajv);
ajv.addSchema({ ...document, $id: 'https://offerdesk.test/openapi.json' });

const operations = Object.entries(document.paths).flatMap(([route, item]) =>
  Object.entries(item).map(([method, operation]) => ({ route, method, operation })),
);

const byDocument = (operationId: string) => {
  const found = operations.find(({ operation }) => operation.operationId === operationId)!;
  const [mediaType] = Object.keys(found.operation.requestBody!.content);
  const pointer = ['paths', found.route, found.method, 'requestBody', 'content', mediaType!, 'schema']
    .map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1'))
    .join('/');
  return ajv.getSchema(`https://offerdesk.test/openapi.json#/${pointer}`)!;
};

const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'house.png', { type: 'image/png' });

/** The body as the contract's schema reads it, and as the document's (a file part is its bytes as text). */
type Case = { operationId: string; contractBody: z.ZodTypeAny; valid: object; broken: object };

const listing = {
  status: 'active',
  addressLine1: '1420 Alder Street',
  city: 'Portland',
  state: 'OR',
  zipCode: '97205',
  sellers: [],
  listingAgents: [],
  buyerBrokerCommissionIds: [],
};

const offerCases: [string, object][] = [
  [
    'contingent on another sale without the address',
    { isOfferContingentOnAnotherPropertySale: true, contingentPropertyStatus: 'active_in_mls' },
  ],
  [
    'contingent on another sale without the status',
    { isOfferContingentOnAnotherPropertySale: true, contingentPropertyAddress: '9 Elm St' },
  ],
  [
    'earnest money without its amount',
    {
      hasEarnestMoney: true,
      earnestMoneyAmount: 0,
      earnestMoneyHeldBy: 'buyers_broker',
      earnestMoneyType: 'check',
      earnestMoneyDepositedUpon: 'acceptance',
    },
  ],
  ['a home warranty without its cost', { isHomeWarranty: true, homeWarrantyPaidBy: 'seller' }],
  ['an escalation without its step', { isEscalationClause: true, escalationClauseMaximumPurchasePrice: 700_000 }],
  ['seller-paid closing costs without their amount', { hasSellerPaidClosingCosts: true }],
  ['appraisal gap coverage without its amount', { isBuyerAppraisalGapCoverage: true, buyerAppraisalGapCoverage: 0 }],
  [
    'one inspection type twice',
    {
      inspections: [
        { type: 'general', days: 7, paidBy: 'buyer', isEnabled: true },
        { type: 'general', days: 10, paidBy: 'seller', isEnabled: true },
      ],
    },
  ],
];

const CASES: [string, Case][] = [
  ...offerCases.map(([name, broken]): [string, Case] => [
    `offers.create: ${name}`,
    {
      operationId: 'offers.create',
      contractBody: contract.offers.create.body,
      valid: { ...plainOfferTerms(), listingId: 3 },
      broken: { ...plainOfferTerms(broken), listingId: 3 },
    },
  ]),
  ...['a!b@example.com', 'x@example.c0m', 'a..b@example.com'].map((email): [string, Case] => [
    `auth.login: the e-mail ${email}`,
    {
      operationId: 'auth.login',
      contractBody: contract.auth.login.body,
      valid: { email: 'a.b+c@example.com', password: 'x' },
      broken: { email, password: 'x' },
    },
  ]),
  [
    'auth.resetPassword: a password without an upper-case letter',
    {
      operationId: 'auth.resetPassword',
      contractBody: contract.auth.resetPassword.body,
      valid: { token: 't', password: 'aaaaaaaA', repeatPassword: 'aaaaaaaA' },
      broken: { token: 't', password: 'aaaaaaaa', repeatPassword: 'aaaaaaaa' },
    },
  ],
  [
    'auth.resetPassword: a repeated password over 255 characters',
    {
      operationId: 'auth.resetPassword',
      contractBody: contract.auth.resetPassword.body,
      valid: { token: 't', password: 'aaaaaaaA', repeatPassword: 'aaaaaaaA' },
      broken: { token: 't', password: 'aaaaaaaA', repeatPassword: 'a'.repeat(256) },
    },
  ],
  [
    'account.updateUser: a PATCH that changes nothing',
    {
      operationId: 'account.updateUser',
      contractBody: contract.account.updateUser.body,
      valid: { role: 'regular' },
      broken: {},
    },
  ],
  [
    'account.updateTeam: a blank team name',
    {
      operationId: 'account.updateTeam',
      contractBody: contract.account.updateTeam.body,
      valid: { teamName: 'Alder' },
      broken: { teamName: '   ' },
    },
  ],
  [
    'listings.create: an incoming listing without its Active Date',
    {
      operationId: 'listings.create',
      contractBody: contract.listings.create.body,
      valid: { ...listing, status: 'incoming', activeDate: '2026-05-01' },
      broken: { ...listing, status: 'incoming' },
    },
  ],
  [
    "invitations.create: a seller's invitation without a listing",
    {
      operationId: 'invitations.create',
      contractBody: contract.invitations.create.body,
      valid: { email: 'new@example.com', role: 'seller', listingId: 3 },
      broken: { email: 'new@example.com', role: 'seller', listingId: null },
    },
  ],
  [
    'account.commissionTemplates.create: a formula of 501 characters',
    {
      operationId: 'account.commissionTemplates.create',
      contractBody: contract.account.commissionTemplates.create.body,
      valid: { name: 'Three percent', formula: `pp * 0.03${' '.repeat(491)}` },
      broken: { name: 'Three percent', formula: `pp * 0.03${' '.repeat(492)}` },
    },
  ],
];

/** The contract reads files as Blobs, the document as their bytes. */
const forContract = (body: object, operationId: string) =>
  operationId === 'listings.create' ? { ...body, propertyImage: photo } : body;
const forDocument = (body: object, operationId: string) =>
  operationId === 'listings.create' ? { ...body, propertyImage: '\x89PNG' } : body;

describe('the rules the issue found missing, in the document and in the contract alike', () => {
  it.each(CASES)('%s', (_name, { operationId, contractBody, valid, broken }) => {
    const validate = byDocument(operationId);
    expect(validate(forDocument(valid, operationId)), JSON.stringify(validate.errors)).toBe(true);
    expect(contractBody.safeParse(forContract(valid, operationId)).success).toBe(true);
    expect(validate(forDocument(broken, operationId))).toBe(false);
    expect(contractBody.safeParse(forContract(broken, operationId)).success).toBe(false);
  });
});

describe('patterns the client, the mock and the document share', () => {
  const schemas = document.components.schemas as Record<
    string,
    { pattern?: string; properties?: Record<string, { pattern?: string }> }
  >;

  it("the document's e-mail is the contract's EMAIL_PATTERN, white space around it allowed (the API trims)", () => {
    expect(schemas.Email!.pattern).toBe(`^\\s*(?:${EMAIL_PATTERN.source.slice(1, -1)})\\s*$`);
  });

  it("a password's case rule is the contract's PASSWORD_CASE_PATTERN", () => {
    expect(schemas.SignupReaBody!.properties!.password!.pattern).toBe(PASSWORD_CASE_PATTERN.source);
  });
});

describe('x-offerdesk-rules', () => {
  const sentences = operations.flatMap(({ operation }) =>
    (operation['x-offerdesk-rules'] ?? []).map((sentence) => [operation.operationId, sentence] as const),
  );

  it('are sentences of one form, "400 on `field` when ...", which a tool can read back', () => {
    expect(sentences.length).toBeGreaterThan(40);
    for (const [operationId, sentence] of sentences) {
      expect(sentence, operationId).toMatch(/^400 on `[^`]+`.* when .+\.$/s);
      expect(documentedRules([sentence])[0]?.fields.length, sentence).toBeGreaterThan(0);
    }
  });

  it('state what JSON Schema cannot: passwords typed twice, the formula grammar, the key of the path', () => {
    const rulesOf = (operationId: string) =>
      sentences.filter(([id]) => id === operationId).map(([, sentence]) => sentence);
    expect(rulesOf('auth.signupAgent')).toContain(
      '400 on `repeatPassword` when it differs from `password`: "Passwords must match".',
    );
    expect(rulesOf('account.titleFeeTemplates.create').join('\n')).toMatch(
      /^400 on `fees\.N\.formula` when it is not a formula/,
    );
    expect(rulesOf('preferences.set')).toContain(
      '400 on `key` when it is not the `key` of the path: "The key must be the one in the path".',
    );
  });
});
