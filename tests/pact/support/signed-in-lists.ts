import type { PactV4 } from '@pact-foundation/pact';
import type { AppRoute } from '@ts-rest/core';
import { expect, it } from 'vitest';
import { answer, envelope } from './answers';
import { routePath, sessionCookie } from './matchers';
import { apiClient, bodyOf } from './pact';
import { given, type ProviderState } from './provider-states';

/** A list route a signed-in user reads with a bare GET: no params, no query. */
export type SignedInList = {
  states: [ProviderState, ...ProviderState[]];
  /** How the pact names the request. */
  description: string;
  route: AppRoute;
  /** One item of the answer's list, as the provider would send it. */
  item: unknown;
  call: (client: ReturnType<typeof apiClient>) => Promise<{ status: number; body: unknown }>;
};

/**
 * A test a list route, named by its key: the interaction is the signed-in GET, answered with a
 * list of items like `item`, and the client's call reads a list that is not empty.
 */
export const itListsSignedIn = (pact: PactV4, lists: Record<string, SignedInList>) => {
  for (const [name, { states, description, route, item, call }] of Object.entries(lists))
    it(name, async () => {
      await given(pact.addInteraction(), ...states)
        .uponReceiving(description)
        .withRequest('GET', routePath(route), (builder) => builder.headers(sessionCookie()))
        .willRespondWith(...answer(route, 200, envelope([item])))
        .executeTest(async (server) => {
          expect(bodyOf<unknown[]>(await call(apiClient(server, { signedIn: true }))).length).toBeGreaterThan(0);
        });
    });
};
