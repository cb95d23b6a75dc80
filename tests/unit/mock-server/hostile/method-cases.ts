import { describe, expect, it } from 'vitest';
import { controlEntryOf } from '@mock/handlers/controls/define-control';
import { serverControls } from '@mock/handlers/server-handlers';
import { CONTRACT_ROUTES } from '../support/route-request';
import { anonymousOn, expectRefused, messageOf, signInOn, type Harness } from './harness';

/*
 * Item 2: a known path answers a method it does not serve with 405 and an
 * Allow header naming the methods it does serve; HEAD is GET without a body.
 * The expected Allow is worked out here from the contract and the controls'
 * own registry, segment by segment, independently of the mock's route table.
 */

/** The controls the Node and HTTP mocks serve, read from their own registry (defineControl records each one's route). */
const CONTROL_ROUTES = serverControls.map((control) => {
  const entry = controlEntryOf(control);
  if (!entry) throw new Error('A control without a route entry: is it made with defineControl?');
  return { method: entry.method, path: entry.path };
});

const ALL_ROUTES = [
  ...CONTRACT_ROUTES.map(({ route }) => ({ method: route.method, path: route.path })),
  ...CONTROL_ROUTES,
];

const concrete = (pattern: string): string => pattern.replace(/:[A-Za-z0-9_]+/g, '1');

const matches = (pattern: string, path: string): boolean => {
  const expected = pattern.split('/');
  const actual = path.split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, index) => segment.startsWith(':') || segment === actual[index])
  );
};

/** What a path serves, by the contract and the controls: HEAD wherever GET is. */
const expectedAllow = (path: string): string => {
  const methods = new Set(ALL_ROUTES.filter((route) => matches(route.path, path)).map((route) => route.method));
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort().join(', ');
};

const CANDIDATES = ['PUT', 'DELETE', 'PATCH', 'POST', 'GET'] as const;

/** Every path the mock serves, its parameters filled in. */
export const PATHS = [...new Set(ALL_ROUTES.map((route) => concrete(route.path)))];

export const methodCases = (harness: Harness) =>
  describe('item 2: unsupported methods and HEAD', () => {
    it.each(PATHS)('%s: a method it does not serve is a 405 with Allow, and changes nothing', async (path) => {
      const allow = expectedAllow(path);
      const method = CANDIDATES.find((candidate) => !allow.split(', ').includes(candidate))!;
      const agent = await signInOn(harness, 'listingAgent');
      const headers = { 'content-type': 'application/json' };
      const answer = await expectRefused(
        agent,
        { method, path, headers, body: method === 'GET' ? undefined : '{}' },
        405,
      );
      expect(answer.headers.get('allow')).toBe(allow);
      expect(messageOf(answer)).toBe(`${method} is not allowed on ${path}; it allows ${allow}`);
    });

    it('answers a method no route knows (PROPFIND) with 405 too', async () => {
      const answer = await expectRefused(anonymousOn(harness), { method: 'PROPFIND', path: '/api/v1/user' }, 405);
      expect(answer.headers.get('allow')).toBe('GET, HEAD, PATCH');
    });

    it('answers HEAD like GET: the same status and headers, no body', async () => {
      const agent = await signInOn(harness, 'listingAgent');
      for (const path of [
        '/api/v1/user',
        '/api/v1/listing/public?view=public',
        '/__mock/state',
        '/api/v1/listing/999999',
      ]) {
        const get = await agent.send({ method: 'GET', path });
        const head = await agent.send({ method: 'HEAD', path });
        expect(head.status, path).toBe(get.status);
        expect(head.headers.get('content-type'), path).toBe(get.headers.get('content-type'));
        expect(head.text).toBe('');
      }
      expect((await anonymousOn(harness).send({ method: 'HEAD', path: '/api/v1/user' })).status).toBe(401);
    });

    it('answers HEAD on a path without GET with 405', async () => {
      const answer = await anonymousOn(harness).send({ method: 'HEAD', path: '/api/v1/auth/login' });
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('POST');
    });
  });
