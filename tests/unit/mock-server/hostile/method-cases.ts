import { describe, expect, it } from 'vitest';
import { CONTRACT_ROUTES } from '../support/route-request';
import { anonymousOn, expectRefused, messageOf, signInOn, type Harness } from './harness';

/*
 * Item 2: a known path answers a method it does not serve with 405 and an
 * Allow header naming the methods it does serve; HEAD is GET without a body.
 * The expected Allow is worked out here from the contract, segment by
 * segment, independently of the mock's own table.
 */

const CONTROL_ROUTES: readonly { method: string; path: string }[] = [
  { method: 'POST', path: '/__mock/reset' },
  { method: 'GET', path: '/__mock/state' },
  { method: 'POST', path: '/__mock/clock' },
  { method: 'POST', path: '/__mock/latency' },
  { method: 'GET', path: '/__mock/latency' },
  { method: 'DELETE', path: '/__mock/latency' },
  { method: 'POST', path: '/__mock/faults' },
  { method: 'GET', path: '/__mock/faults' },
  { method: 'DELETE', path: '/__mock/faults' },
  { method: 'DELETE', path: '/__mock/faults/:id' },
  { method: 'GET', path: '/__mock/snapshot' },
  { method: 'PUT', path: '/__mock/snapshot' },
  { method: 'POST', path: '/__mock/sessions' },
  { method: 'GET', path: '/__mock/session' },
  { method: 'GET', path: '/__mock/personas' },
  { method: 'GET', path: '/__mock/routes' },
  { method: 'GET', path: '/__mock/requests' },
  { method: 'DELETE', path: '/__mock/requests' },
  { method: 'POST', path: '/__mock/requests/verify' },
  { method: 'GET', path: '/__mock/payment-sessions/:id' },
  { method: 'POST', path: '/__mock/payment-sessions/:id/complete' },
  { method: 'POST', path: '/__mock/payment-sessions/:id/cancel' },
  { method: 'GET', path: '/__mock/invitations' },
  { method: 'POST', path: '/__mock/provider-states' },
];

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

const PATHS = [...new Set(ALL_ROUTES.map((route) => concrete(route.path)))];

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
