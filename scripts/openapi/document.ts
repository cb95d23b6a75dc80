import type { AppRoute } from '@ts-rest/core';
import type { contract } from '../../contract';
import { CONTRACT_ROUTES, type KeyedRoute } from '../../contract/route-keys';
import { releasedVersion } from '../contract/released-version';
import type { JsonSchema } from './json-schema';
import { NAMED_SCHEMAS } from './named-schemas';
import { operationRules } from './operation-rules';
import {
  headerParameters,
  pathParameters,
  queryParameters,
  requestBody,
  type Parameter,
  type RequestBody,
} from './operation-parts';
import { withExamples } from './examples/apply';
import type { DocumentExamples } from './examples/collect';
import { RESPONSE_HEADERS, type Header } from './headers';
import { operationDescription } from './operation-description';
import { operationResponses, type Response } from './responses';
import { SchemaConverter } from './schema-converter';
import { SCHEMA_RULES } from './schema-rules';
import { operationSecurity, SECURITY_SCHEMES } from './security';

export type Operation = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses: Record<string, Response>;
  /** The request's rules JSON Schema cannot say, as sentences (operation-rules.ts). */
  'x-offerdesk-rules'?: string[];
};

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type HttpMethod = (typeof HTTP_METHODS)[number];

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string; contact: { name: string } };
  servers: { url: string; description: string; 'x-internal': boolean }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<HttpMethod, Operation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    headers: Record<string, Header>;
    securitySchemes: typeof SECURITY_SCHEMES;
  };
};

/** One tag per domain router of the contract, in its order. */
const TAGS: Record<keyof typeof contract, string> = {
  auth: 'Sign-in, sign-up, sign-out and passwords',
  account: 'The brokerage account: subscription, cards, invoices, users, team and templates',
  user: 'The signed-in user',
  preferences: "The signed-in user's preferences",
  verification: 'E-mail and phone verification codes',
  invitations: 'Magic-link invitations',
  listings: 'Listings and the people on them',
  offers: 'Offers, their versions and documents',
  payments: 'Plans and the payment provider',
  notifications: 'System and user notifications',
};

export const openApiPath = (route: AppRoute): string => route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const operationOf = ({ key, route }: KeyedRoute, converter: SchemaConverter): Operation => {
  const parameters = [
    ...pathParameters(route, converter.convert),
    ...queryParameters(route, converter.convert),
    ...headerParameters(route, converter.convert),
  ];
  const body = requestBody(route, converter.convert);
  const rules = operationRules(key, route);
  return {
    operationId: key,
    summary: route.summary ?? key,
    description: operationDescription(route),
    tags: [key.split('.')[0]!],
    security: operationSecurity(route),
    ...(parameters.length > 0 && { parameters }),
    ...(body && { requestBody: body }),
    responses: operationResponses(route, converter.convert),
    ...(rules.length > 0 && { 'x-offerdesk-rules': rules }),
  };
};

/** Who answers for the document: the team of the repository that generates it (docs/contract.md). */
const CONTACT = { name: 'The OfferDesk client team (docs/contract.md beside this document)' };

const DESCRIPTION = [
  'Generated from the ts-rest contract in contract/ by `npm run contract:openapi`; do not edit by hand.',
  'Every success is `{ "success": true, "body": ... }` (the Envelope schema); every failure is a non-2xx status with `{ "success": false, "message", "errors"?, "challenges"? }` (ErrorBody).',
  'Sessions are a cookie (`offerdesk_session`) that every login kind sets.',
  'Ids are positive integers: JSON numbers in bodies, digits in paths and queries (the Id schema).',
].join('\n\n');

/**
 * The OpenAPI 3.1 document of the one contract; with `examples`
 * (examples/collect.ts: the mock's answers on the demo scenario) as
 * `npm run contract:openapi` writes it.
 */
export const buildOpenApiDocument = (examples?: DocumentExamples): OpenApiDocument => {
  const converter = new SchemaConverter(NAMED_SCHEMAS, SCHEMA_RULES);
  const paths: OpenApiDocument['paths'] = {};
  for (const keyed of CONTRACT_ROUTES) {
    const item = (paths[openApiPath(keyed.route)] ??= {});
    const operation = operationOf(keyed, converter);
    item[keyed.route.method.toLowerCase() as HttpMethod] = examples
      ? withExamples(operation, examples[keyed.key])
      : operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'OfferDesk API', version: releasedVersion(), description: DESCRIPTION, contact: CONTACT },
    servers: [
      {
        url: '/',
        description:
          'The host that serves the app serves the API, every path under /api/v1: production, staging, or locally the mock (npm run mock:serve)',
        'x-internal': false,
      },
    ],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: converter.components(),
      headers: RESPONSE_HEADERS,
      securitySchemes: SECURITY_SCHEMES,
    },
  };
};
