import { ContractNoBody, type AppRoute } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { CONTRACT_ROUTES, isMultipartRoute } from '../support/route-request';
import { anonymousOn, expectRefused, messageOf, signInOn, type Harness } from './harness';

/*
 * Item 3: what a browser sends cross-site without a CORS preflight (text/plain,
 * application/x-www-form-urlencoded, multipart/form-data, or no content type
 * at all) never reaches a JSON route or a control: 415, and nothing changes.
 * Multipart is accepted only where the contract says multipart/form-data.
 */

const concrete = (path: string): string => path.replace(/:[A-Za-z0-9_]+/g, '1');
const hasBody = (route: AppRoute): boolean =>
  route.method !== 'GET' && 'body' in route && route.body !== ContractNoBody;

const JSON_ROUTES = CONTRACT_ROUTES.filter(({ route }) => hasBody(route) && !isMultipartRoute(route));
const MULTIPART_ROUTES = CONTRACT_ROUTES.filter(({ route }) => isMultipartRoute(route));

const FORGED_JSON: readonly [string, Record<string, string>][] = [
  ['text/plain', { 'content-type': 'text/plain' }],
  ['text/plain;charset=UTF-8', { 'content-type': 'text/plain;charset=UTF-8' }],
  ['application/x-www-form-urlencoded', { 'content-type': 'application/x-www-form-urlencoded' }],
  ['multipart/form-data', { 'content-type': 'multipart/form-data; boundary=x' }],
  ['no content type', {}],
  ['application/json with a foreign charset', { 'content-type': 'application/json; charset=latin1' }],
];

const CONTROLS: readonly [string, string, string][] = [
  ['POST', '/__mock/reset', '{"scenario":"empty-account"}'],
  ['POST', '/__mock/reset', ''],
  ['POST', '/__mock/sessions', '{"email":"admin@offerdesk.test"}'],
  ['POST', '/__mock/faults', '{"path":"/api/v1/*","kind":"500"}'],
  ['POST', '/__mock/clock', '{"advanceMs":86400000}'],
  ['POST', '/__mock/latency', '{"ms":60000}'],
  ['POST', '/__mock/latency', '{"ms":60000,"route":"user.get"}'],
  ['POST', '/__mock/requests/verify', '{"route":"auth.login"}'],
  ['PUT', '/__mock/snapshot', '{}'],
  ['POST', '/__mock/provider-states', '{"state":"nobody is signed in","action":"setup"}'],
  ['POST', '/__mock/payment-sessions/1/complete', '{}'],
];

export const contentTypeCases = (harness: Harness) =>
  describe('item 3: content types a page on another site can send', () => {
    it.each(JSON_ROUTES.map(({ key, route }) => [key, route] as const))(
      '%s takes application/json only (415 otherwise)',
      async (_key, route) => {
        const agent = await signInOn(harness, 'listingAgent');
        const path = concrete(route.path);
        for (const [label, headers] of FORGED_JSON) {
          const answer = await expectRefused(agent, { method: route.method, path, headers, body: '{}' }, 415);
          expect(messageOf(answer), label).toMatch(
            /^Unsupported content type "[^"]*": this call accepts application\/json$/,
          );
        }
        const sent = await agent.send({
          method: route.method,
          path,
          headers: { 'content-type': 'Application/JSON; charset=UTF-8' },
          body: '{}',
        });
        expect(sent.status).not.toBe(415);
      },
    );

    it.each(MULTIPART_ROUTES.map(({ key, route }) => [key, route] as const))(
      '%s takes multipart/form-data only (415 otherwise)',
      async (_key, route) => {
        const agent = await signInOn(harness, 'listingAgent');
        const path = concrete(route.path);
        for (const type of [
          'application/x-www-form-urlencoded',
          'application/json',
          'text/plain',
          'multipart/mixed; boundary=x',
        ]) {
          const answer = await expectRefused(
            agent,
            { method: route.method, path, headers: { 'content-type': type }, body: 'listingId=1' },
            415,
          );
          expect(messageOf(answer)).toBe(
            `Unsupported content type "${type.split(';')[0]}": this call accepts multipart/form-data`,
          );
        }
      },
    );

    it.each(CONTROLS)('%s %s (body %j) takes application/json only', async (method, path, body) => {
      for (const headers of [
        { 'content-type': 'text/plain' },
        { 'content-type': 'application/x-www-form-urlencoded' },
        {},
      ] as Record<string, string>[]) {
        const answer = await expectRefused(
          anonymousOn(harness),
          { method, path, headers, body: body || undefined },
          415,
        );
        expect(answer.headers.get('set-cookie')).toBeNull();
      }
    });

    it('still serves the controls sent as application/json, charset allowed', async () => {
      const answer = await anonymousOn(harness).send({
        method: 'POST',
        path: '/__mock/clock',
        headers: { 'content-type': 'application/json;charset=utf-8' },
        body: '{"advanceMs":0}',
      });
      expect(answer.status).toBe(200);
    });
  });
