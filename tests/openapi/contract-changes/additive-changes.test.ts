import { beforeAll, describe, expect, it } from 'vitest';
import { compareDocuments } from '../../../scripts/contract/compare';
import type { ApiDocument } from '../../../scripts/contract/documents';
import { nextVersion, requiredBump } from '../../../scripts/contract/semver';
import {
  breakingOf,
  changedCopy,
  committedDocument,
  expectChange,
  multipartBody,
  operation,
  schema,
} from './support/document-copy';

// What may change without breaking anyone: a minor version for additions, a patch for words.

let base: ApiDocument;
beforeAll(() => {
  base = committedDocument();
});

describe('contract:diff lets additive changes through', () => {
  it('a new optional request field and a new response field are additive (minor)', () => {
    const changes = compareDocuments(
      base,
      changedCopy((document) => {
        schema(document, 'UpdateUserBody').properties.nickname = { type: 'string' };
        schema(document, 'User').properties.nickname = { type: 'string' };
      }),
    );
    expect(breakingOf(changes)).toEqual([]);
    expectChange(changes, {
      verdict: 'additive',
      side: 'request',
      operation: 'PATCH /api/v1/user',
      text: /field nickname added$/,
    });
    expectChange(changes, {
      verdict: 'additive',
      side: 'response',
      operation: 'GET /api/v1/user',
      text: /field body\.nickname added/,
    });
    expect(requiredBump(changes)).toBe('minor');
    expect(nextVersion('2.3.1', requiredBump(changes))).toBe('2.4.0');
  });

  it('a new optional field of a multipart request, with the encoding its part travels in, is additive', () => {
    const changes = compareDocuments(
      base,
      changedCopy((document) => {
        const body = multipartBody(document, '/api/v1/offers', 'post');
        body.schema.properties.escrowCompanyName = { type: ['string', 'null'], maxLength: 255 };
        body.encoding.escrowCompanyName = { contentType: 'application/json' };
      }),
    );
    expect(breakingOf(changes)).toEqual([]);
    expectChange(changes, {
      verdict: 'additive',
      side: 'request',
      operation: 'POST /api/v1/offers',
      text: /encoding\.escrowCompanyName added/,
    });
    expect(requiredBump(changes)).toBe('minor');
  });

  it('a new operation is additive', () => {
    const changes = compareDocuments(
      base,
      changedCopy((document) => {
        document.paths!['/api/v1/ping'] = {
          get: {
            operationId: 'ping',
            summary: 'Answers while the API is up',
            tags: ['auth'],
            security: [],
            responses: { 200: { description: 'OK' } },
          },
        };
      }),
    );
    expect(breakingOf(changes)).toEqual([]);
    expectChange(changes, { verdict: 'additive', side: 'operation', operation: 'GET /api/v1/ping', text: /added/ });
  });

  it('a changed summary or a new example is a patch; the same document, or only its version, is no change', () => {
    const described = compareDocuments(
      base,
      changedCopy((document) => {
        const login = operation(document, '/api/v1/auth/login', 'post') as { summary?: string };
        login.summary = `${login.summary ?? ''} (reworded)`;
        // The tool leaves a parameter's example unclassified; words never break anyone (our rule).
        const [parameter] = operation(document, '/api/v1/listing', 'get').parameters ?? [];
        Object.assign(parameter!, { example: 2 });
      }),
    );
    expect(described.map((change) => change.verdict)).toEqual(['description', 'description']);
    expect(requiredBump(described)).toBe('patch');

    // A media type's example is the mock's answer on the demo: a changed one (new demo news) is words too.
    const reExampled = compareDocuments(
      base,
      changedCopy((document) => {
        const answer = operation(document, '/api/v1/notification', 'get').responses?.['200'] as {
          content: Record<string, { example?: { body?: Record<string, unknown> } }>;
        };
        const example = answer.content['application/json']!.example!;
        example.body = { ...example.body, header: 'Something else' };
      }),
    );
    expect(reExampled.map((change) => change.verdict)).toEqual(['description']);

    const renumbered = changedCopy((document) => {
      document.info.version = '99.0.0';
    });
    expect(compareDocuments(base, renumbered)).toEqual([]);
    expect(requiredBump(compareDocuments(base, committedDocument()))).toBe('none');
  });
});
