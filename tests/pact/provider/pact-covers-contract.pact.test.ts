import { contract } from '@contract';
import { describe, expect, it } from 'vitest';
import { CONSUMER, PROVIDER } from '../../../scripts/pact/config';
import { ALL_STATES } from '../support/provider-states';
import { readPactFile, requestHeader, type PactInteraction } from '../support/pact-file';
import { contractRoutes, routeOf, uncoveredRoutes } from '../support/route-coverage';

// The pact written by the consumer tests (npm run test:pact writes it first) against the contract:
// the backend team verifies this file, so a route the client calls and the pact leaves out would
// never be checked against their API.
const pact = readPactFile();
const routes = contractRoutes(contract);
const interactionsOf = (name: string): PactInteraction[] =>
  pact.interactions.filter((interaction) => routeOf(routes, interaction)?.name === name);

/** The states that sign a persona in: their setup answers the session the cookie carries. */
const SIGN_IN_STATES = new Set(
  ALL_STATES.filter((state) => state.values.includes('sessionToken')).map((state) => state.name),
);
const signedInStates = (interaction: PactInteraction): string[] =>
  (interaction.providerStates ?? []).map((state) => state.name).filter((name) => SIGN_IN_STATES.has(name));

describe('the pact file', () => {
  it('is the pact between OfferDesk-web and OfferDesk-api', () => {
    expect({ consumer: pact.consumer.name, provider: pact.provider.name }).toEqual({
      consumer: CONSUMER,
      provider: PROVIDER,
    });
  });

  it('has at least one interaction for every route of the contract', () => {
    const missing = uncoveredRoutes(routes, pact.interactions).map(
      (route) => `${route.name} (${route.method} ${route.path})`,
    );
    expect(missing, 'contract routes no interaction of the pact calls').toEqual([]);
  });

  it('names the route whose interactions are missing, even when another route’s path fits them', () => {
    // GET /api/v1/listing/public also fits listings.get (/api/v1/listing/:id): it must not cover it.
    const withoutGet = pact.interactions.filter((interaction) => routeOf(routes, interaction)?.name !== 'listings.get');
    expect(uncoveredRoutes(routes, withoutGet).map((route) => route.name)).toEqual(['listings.get']);
  });

  it('calls nothing outside the contract', () => {
    const outside = pact.interactions.filter((interaction) => !routeOf(routes, interaction));
    expect(outside.map((interaction) => `${interaction.request.method} ${interaction.request.path}`)).toEqual([]);
  });

  it('has a success interaction for every route', () => {
    const withoutSuccess = routes.filter(
      (route) =>
        !interactionsOf(route.name).some(
          (interaction) => interaction.response.status >= 200 && interaction.response.status < 300,
        ),
    );
    expect(withoutSuccess.map((route) => route.name)).toEqual([]);
  });

  it('has the error answers the client relies on', () => {
    const answers = (name: string, status: number, key?: string): boolean =>
      interactionsOf(name).some(
        (interaction) =>
          interaction.response.status === status &&
          (key === undefined || Object.hasOwn((interaction.response.body?.content ?? {}) as object, key)),
      );
    expect({
      '401 without a session': answers('user.get', 401),
      '401 for a wrong password': answers('auth.login', 401),
      '403 with challenges': answers('listings.create', 403, 'challenges'),
      '400 with field errors': answers('auth.signupAgent', 400, 'errors'),
      '404 for an unknown listing': answers('listings.getBySlug', 404),
      '429 on verification': answers('verification.verify', 429),
    }).toEqual({
      '401 without a session': true,
      '401 for a wrong password': true,
      '403 with challenges': true,
      '400 with field errors': true,
      '404 for an unknown listing': true,
      '429 on verification': true,
    });
  });

  it('sends multipart bodies for listing create and update, offer create, edit and counter', () => {
    const multipart = ['listings.create', 'listings.update', 'offers.create', 'offers.edit', 'offers.counter'].filter(
      (name) =>
        interactionsOf(name).some((interaction) =>
          requestHeader(interaction, 'content-type')?.startsWith('multipart/form-data;'),
        ),
    );
    expect(multipart).toEqual(['listings.create', 'listings.update', 'offers.create', 'offers.edit', 'offers.counter']);
  });

  it('sends the session cookie exactly when an interaction’s state signs someone in', () => {
    const mismatched = pact.interactions
      .filter(
        (interaction) =>
          (signedInStates(interaction).length === 1) !== (requestHeader(interaction, 'cookie') !== undefined),
      )
      .map((interaction) => interaction.description);
    expect(mismatched).toEqual([]);
  });
});
