import { beforeAll, describe, expect, it } from 'vitest';
import { compareDocuments, type Change } from '../../../scripts/contract/compare';
import type { ApiDocument } from '../../../scripts/contract/documents';
import { requiredBump } from '../../../scripts/contract/semver';
import {
  changedCopy,
  committedDocument,
  expectChange,
  multipartBody,
  operation,
  schema,
} from './support/document-copy';

// Each class of breaking change, made on a copy of docs/openapi.json, is flagged breaking, on
// the side (request or response) where it breaks, in every operation it reaches, and calls for
// a major version (docs/contract-changes.md, "What counts as breaking").

let base: ApiDocument;
beforeAll(() => {
  base = committedDocument();
});

const diffWith = (edit: (document: ApiDocument) => void): Change[] => {
  const changes = compareDocuments(base, changedCopy(edit));
  expect(requiredBump(changes), 'a breaking change calls for a major version').toBe('major');
  return changes;
};

describe('contract:diff flags each breaking class', () => {
  it('a field removed from a request body (our rule: the tool calls it additive)', () => {
    const changes = diffWith((document) => {
      delete schema(document, 'UpdateUserBody').properties.phoneNumber;
    });
    expectChange(changes, {
      verdict: 'breaking',
      side: 'request',
      operation: 'PATCH /api/v1/user',
      text: /field phoneNumber removed/,
    });
  });

  it('an encoding added for a part clients already send: they must now send it another way', () => {
    const unencoded = changedCopy((document) => {
      delete multipartBody(document, '/api/v1/offers', 'post').encoding.titleCompanyName;
    });
    const changes = compareDocuments(unencoded, base);
    expectChange(changes, {
      verdict: 'breaking',
      side: 'request',
      operation: 'POST /api/v1/offers',
      text: /encoding\.titleCompanyName added/,
    });
  });

  it('a removed operation', () => {
    const changes = diffWith((document) => {
      operation(document, '/api/v1/listing/{id}/view', 'post');
      delete document.paths!['/api/v1/listing/{id}/view'];
    });
    expectChange(changes, {
      verdict: 'breaking',
      side: 'operation',
      operation: 'POST /api/v1/listing/{id}/view',
      text: /operation removed/,
    });
  });

  it('a new required request field', () => {
    const changes = diffWith((document) => {
      const body = schema(document, 'UpdateUserBody');
      body.properties.nickname = { type: 'string' };
      body.required = [...(body.required ?? []), 'nickname'];
    });
    expectChange(changes, {
      verdict: 'breaking',
      side: 'request',
      operation: 'PATCH /api/v1/user',
      text: /field nickname added \(required\)/,
    });
  });

  it('a new required query parameter, and a removed one', () => {
    const changes = diffWith((document) => {
      const list = operation(document, '/api/v1/listing', 'get');
      list.parameters = [
        ...(list.parameters ?? []).filter((parameter) => parameter.name !== 'search'),
        { name: 'region', in: 'query', required: true, schema: { type: 'string' } },
      ];
    });
    expectChange(changes, {
      verdict: 'breaking',
      side: 'request',
      operation: 'GET /api/v1/listing',
      text: /query parameter region \(required\) added/,
    });
    expectChange(changes, {
      verdict: 'breaking',
      side: 'request',
      operation: 'GET /api/v1/listing',
      text: /query parameter search removed/,
    });
  });

  it('a narrowed enum in a request', () => {
    const changes = diffWith((document) => {
      const sortBy = schema(document, 'ListingSortBy');
      sortBy.enum = sortBy.enum!.slice(0, -1);
    });
    expectChange(changes, {
      verdict: 'breaking',
      side: 'request',
      operation: 'GET /api/v1/listing',
      text: /query parameter sortBy: value ".+" removed/,
    });
  });

  it('a narrowed pattern and a lower maximum length in a request', () => {
    const changes = diffWith((document) => {
      const password = schema(document, 'LoginBody').properties.password as Record<string, unknown>;
      password.pattern = '^[a-z]+$';
      password.maxLength = 8;
    });
    expectChange(changes, {
      verdict: 'breaking',
      side: 'request',
      operation: 'POST /api/v1/auth/login',
      text: /password: pattern "\^\[a-z\]\+\$" added/,
    });
    expectChange(changes, {
      verdict: 'breaking',
      side: 'request',
      operation: 'POST /api/v1/auth/login',
      text: /password: maxLength \d+ changed to 8/,
    });
  });

  it('a changed type, in a request and in a response (our rule for the response: the tool calls it additive)', () => {
    const changes = diffWith((document) => {
      schema(document, 'UpdateUserBody').properties.fullName = { type: 'integer' };
      schema(document, 'User').properties.fullName = { type: 'integer' };
    });
    expectChange(changes, {
      verdict: 'breaking',
      side: 'request',
      operation: 'PATCH /api/v1/user',
      text: /request body fullName: type "string" changed to "integer"/,
    });
    expectChange(changes, {
      verdict: 'breaking',
      side: 'response',
      operation: 'GET /api/v1/user',
      text: /body\.fullName: type "string" changed to "integer"/,
    });
  });

  it('a removed response field, in every operation that answers it', () => {
    const changes = diffWith((document) => {
      const user = schema(document, 'User');
      delete user.properties.hasPhoneNumber;
      user.required = user.required?.filter((name) => name !== 'hasPhoneNumber');
    });
    // The User schema answers each sign-in kind and GET /api/v1/user; each must be named, not
    // only the first of the operations that share it.
    for (const answering of ['POST /api/v1/auth/login', 'POST /api/v1/auth/login/google', 'GET /api/v1/user'])
      expectChange(changes, {
        verdict: 'breaking',
        side: 'response',
        operation: answering,
        text: /field body\.hasPhoneNumber removed/,
      });
  });

  it('a removed status', () => {
    const changes = diffWith((document) => {
      const get = operation(document, '/api/v1/listing/{id}', 'get');
      const [status] = Object.keys(get.responses).filter((code) => code !== '200');
      delete get.responses[status!];
    });
    expectChange(changes, {
      verdict: 'breaking',
      side: 'response',
      operation: 'GET /api/v1/listing/{id}',
      text: /status \d+ removed/,
    });
  });

  it('a new error status (our rule: the tool calls it additive)', () => {
    const changes = diffWith((document) => {
      operation(document, '/api/v1/listing/{id}/view', 'post').responses['409'] = {
        description: 'Conflict',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
      };
    });
    expectChange(changes, {
      verdict: 'breaking',
      side: 'response',
      operation: 'POST /api/v1/listing/{id}/view',
      text: /status 409 added/,
    });
  });

  it('a value added to a response enum', () => {
    const changes = diffWith((document) => {
      schema(document, 'ListingStatus').enum!.push('withdrawn');
    });
    expectChange(changes, {
      verdict: 'breaking',
      side: 'response',
      operation: 'GET /api/v1/listing/{id}',
      text: /body\.status: value "withdrawn" added/,
    });
  });

  it('an open operation that now needs the session (our rule: the tool calls it additive)', () => {
    const changes = diffWith((document) => {
      operation(document, '/api/v1/auth/login', 'post').security = [{ cookie: [] }];
    });
    expectChange(changes, {
      verdict: 'breaking',
      side: 'operation',
      operation: 'POST /api/v1/auth/login',
      text: /security requirement none changed to cookie/,
    });
  });
});
