import { STATUS_CODES } from 'node:http';
import { ContractNoBody, isAppRouteOtherResponse, type AppRoute } from '@ts-rest/core';
import { z } from 'zod';
import type { RouteMetadata } from '../../contract/metadata';
import { commonResponses, ERROR_STATUSES } from '../../contract/schemas/envelope';
import type { JsonSchema } from './json-schema';

type Convert = (schema: z.ZodTypeAny) => JsonSchema;

export type Header = { description: string; required?: boolean; schema: JsonSchema };
export type Response = {
  description: string;
  headers?: Record<string, Header | { $ref: string }>;
  content?: Record<string, { schema?: JsonSchema }>;
};

/** What each shared error status means for a client (docs/contract.md, "Envelope and errors"). */
const ERROR_MEANINGS: Record<(typeof ERROR_STATUSES)[number], string> = {
  400: 'The input was wrong; `errors` names each wrong field by its dotted path.',
  401: 'No session, or it expired: sign in.',
  403: 'Not allowed; with `challenges`, the verifications to complete first.',
  404: 'Not found, or not visible to this user.',
  413: 'The request body is too large.',
  415: 'The request body has a content type this operation does not take.',
  422: 'Understood but refused by a rule of the domain; `message` says which.',
  429: 'Too many attempts; try again later.',
  500: 'The server failed.',
};

const errorResponseName = (status: number) => `Error${status}`;

/** The shared error answers, declared once and referenced by every operation. */
export const errorResponses = (convert: Convert): Record<string, Response> =>
  Object.fromEntries(
    ERROR_STATUSES.map((status) => [
      errorResponseName(status),
      {
        description: `${STATUS_CODES[status]}: ${ERROR_MEANINGS[status]}`,
        content: { 'application/json': { schema: convert(commonResponses[status]) } },
      },
    ]),
  );

/** Set-Cookie of the routes that start or end a session (metadata.session). */
export const SESSION_HEADERS: Record<string, Header> = {
  SessionCookieSet: {
    description:
      'The new session: `offerdesk_session=<token>; Path=/; HttpOnly; SameSite=Lax`. Send it back as a cookie.',
    required: true,
    schema: { type: 'string', pattern: '^offerdesk_session=[^;]+;' },
  },
  SessionCookieCleared: {
    description: 'Clears the session cookie: `offerdesk_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`.',
    required: true,
    schema: { type: 'string', pattern: '^offerdesk_session=;' },
  },
};

const sessionHeaders = (route: AppRoute): Response['headers'] => {
  const session = (route.metadata as Partial<RouteMetadata> | undefined)?.session;
  if (!session) return undefined;
  const name = session === 'starts' ? 'SessionCookieSet' : 'SessionCookieCleared';
  return { 'Set-Cookie': { $ref: `#/components/headers/${name}` } };
};

/** A file download: the bytes with their own content type (binary: no schema), named by Content-Disposition. */
const fileDownload = (status: number): Response => ({
  description: `${STATUS_CODES[status]}: the file itself, with its own content type (a PDF, an image, ...)`,
  headers: {
    'Content-Disposition': {
      description: 'attachment; filename="<the file\'s name>"',
      required: true,
      schema: { type: 'string', pattern: '^attachment; filename=' },
    },
  },
  content: { '*/*': {} },
});

export const operationResponses = (route: AppRoute, convert: Convert): Record<string, Response | { $ref: string }> =>
  Object.fromEntries(
    Object.entries(route.responses as Record<string, unknown>).map(([key, declared]) => {
      const status = Number(key);
      if ((ERROR_STATUSES as readonly number[]).includes(status)) {
        return [key, { $ref: `#/components/responses/${errorResponseName(status)}` }];
      }
      if (isAppRouteOtherResponse(declared as never)) return [key, fileDownload(status)];
      if (declared === ContractNoBody) return [key, { description: STATUS_CODES[status] ?? key }];
      if (!(declared instanceof z.ZodType))
        throw new Error(`${route.method} ${route.path}: response ${key} is neither a zod schema nor a file`);
      const headers = status < 300 ? sessionHeaders(route) : undefined;
      return [
        key,
        {
          description: declared.description ?? STATUS_CODES[status] ?? key,
          ...(headers && { headers }),
          content: { 'application/json': { schema: convert(declared) } },
        },
      ];
    }),
  );
