import { contract } from '@contract';
import { describe, expect, it } from 'vitest';
import {
  accountExample,
  accountUserExample,
  agentExample,
  cardExample,
  commissionTemplateExample,
  invoiceExample,
  productExample,
  subscriptionSummaryExample,
  titleFeeTemplateExample,
} from '../support/examples';
import { answer, envelope, exact, promised } from '../support/answers';
import { exampleOf, routePath, sessionCookie, stateValue } from '../support/matchers';
import { apiClient, bodyOf, createPact } from '../support/pact';
import { given, STATES, VALUES } from '../support/provider-states';
import { itListsSignedIn } from '../support/signed-in-lists';

// account.* and payments.*: the settings screens (team, subscription, cards, invoices, templates).
const pact = createPact();

describe('account: team and billing (the account admin)', () => {
  it('account.subscription: the plan, its status and the usage', async () => {
    await given(pact.addInteraction(), STATES.accountAdmin)
      .uponReceiving('a request for the subscription')
      .withRequest('GET', routePath(contract.account.subscription), (builder) => builder.headers(sessionCookie()))
      .willRespondWith(...answer(contract.account.subscription, 200, envelope(subscriptionSummaryExample)))
      .executeTest(async (server) => {
        const summary = bodyOf<{ usage: { usersCount: number } }>(
          await apiClient(server, { signedIn: true }).account.subscription(),
        );
        expect(summary.usage.usersCount).toBeGreaterThan(0);
      });
  });

  it('account.changeSubscription: changes the plan and the seats', async () => {
    const body = { productId: VALUES.productId.example, quantity: 10 };
    await given(pact.addInteraction(), STATES.accountAdmin, STATES.soloPlan)
      .uponReceiving('a change of plan')
      .withRequest('PATCH', routePath(contract.account.changeSubscription), (builder) =>
        builder.headers(sessionCookie()).jsonBody({ ...body, productId: stateValue(VALUES.productId) }),
      )
      .willRespondWith(...answer(contract.account.changeSubscription, 200, envelope(subscriptionSummaryExample)))
      .executeTest(async (server) => {
        const summary = bodyOf<{ subscription: unknown }>(
          await apiClient(server, { signedIn: true }).account.changeSubscription({ body }),
        );
        expect(summary.subscription).not.toBeNull();
      });
  });

  it('account.requestSubscriptionChange: asks the team to change the subscription', async () => {
    const body = { reason: 'add_users' as const, message: 'We are hiring two agents in April.' };
    await given(pact.addInteraction(), STATES.accountAdmin)
      .uponReceiving('a subscription change request')
      .withRequest('POST', routePath(contract.account.requestSubscriptionChange), (builder) =>
        builder.headers(sessionCookie()).jsonBody(body),
      )
      .willRespondWith(...answer(contract.account.requestSubscriptionChange, 201, envelope({ id: 1 })))
      .executeTest(async (server) => {
        const created = bodyOf<{ id: number }>(
          await apiClient(server, { signedIn: true }).account.requestSubscriptionChange({ body }),
        );
        expect(created.id).toBeGreaterThan(0);
      });
  });

  itListsSignedIn(pact, {
    'account.cards: the payment cards': {
      states: [STATES.accountAdmin],
      description: 'a request for the payment cards',
      route: contract.account.cards,
      item: cardExample,
      call: (client) => client.account.cards(),
    },
    'account.invoices: the invoices, newest first': {
      states: [STATES.accountAdmin],
      description: 'a request for the invoices',
      route: contract.account.invoices,
      item: invoiceExample,
      call: (client) => client.account.invoices(),
    },
    'account.users: the team users': {
      states: [STATES.accountAdmin],
      description: 'a request for the team users',
      route: contract.account.users,
      item: accountUserExample,
      call: (client) => client.account.users(),
    },
  });

  it('account.updateUser: changes a team user', async () => {
    const body = { fullName: 'Daniel Okafor', role: 'regular' as const };
    await given(pact.addInteraction(), STATES.accountAdmin, STATES.teamHasAgent)
      .uponReceiving('a change to a team user')
      .withRequest('PATCH', routePath(contract.account.updateUser, { id: VALUES.teamUserId }), (builder) =>
        builder.headers(sessionCookie()).jsonBody(body),
      )
      .willRespondWith(...answer(contract.account.updateUser, 200, envelope(accountUserExample)))
      .executeTest(async (server) => {
        const user = bodyOf<{ id: number }>(
          await apiClient(server, { signedIn: true }).account.updateUser({
            params: { id: exampleOf(VALUES.teamUserId) },
            body,
          }),
        );
        expect(user.id).toBeGreaterThan(0);
      });
  });

  it('account.deleteUser: removes a team user, whose listings move to the admin', async () => {
    await given(pact.addInteraction(), STATES.accountAdmin, STATES.teamHasAgent)
      .uponReceiving('a removal of a team user')
      .withRequest('DELETE', routePath(contract.account.deleteUser, { id: VALUES.teamUserId }), (builder) =>
        builder.headers(sessionCookie()),
      )
      .willRespondWith(...answer(contract.account.deleteUser, 200, envelope({ transferred: 5 })))
      .executeTest(async (server) => {
        const result = bodyOf<{ transferred?: number }>(
          await apiClient(server, { signedIn: true }).account.deleteUser({
            params: { id: exampleOf(VALUES.teamUserId) },
          }),
        );
        // The document lets the count be left out (none moved), so the pact does not ask for it.
        expect(result).toEqual({});
      });
  });

  it('account.updateTeam: renames the team', async () => {
    const body = { teamName: 'Harbor & Main Partners' };
    await given(pact.addInteraction(), STATES.accountAdmin)
      .uponReceiving('a change to the team name')
      .withRequest('PATCH', routePath(contract.account.updateTeam), (builder) =>
        builder.headers(sessionCookie()).jsonBody(body),
      )
      .willRespondWith(
        ...answer(
          contract.account.updateTeam,
          200,
          envelope({
            ...accountExample,
            role: exact('admin' as const),
            team: promised({ id: 1, name: body.teamName }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const account = bodyOf<{ team: { name: string } }>(
          await apiClient(server, { signedIn: true }).account.updateTeam({ body }),
        );
        expect(account.team.name).toEqual(expect.any(String));
      });
  });
});

describe('account: agents and templates (the listing agent)', () => {
  itListsSignedIn(pact, {
    'account.agents: the agents of the account, for co-listing': {
      states: [STATES.listingAgent],
      description: 'a request for the agents of the account',
      route: contract.account.agents,
      item: agentExample,
      call: (client) => client.account.agents(),
    },
    'account.commissionTemplates.list': {
      states: [STATES.listingAgent, STATES.accountTemplates],
      description: 'a request for the commission templates',
      route: contract.account.commissionTemplates.list,
      item: commissionTemplateExample,
      call: (client) => client.account.commissionTemplates.list(),
    },
  });

  it('account.commissionTemplates.create', async () => {
    const body = { name: '2% + $750', formula: 'pp * 0.02 + 750' };
    await given(pact.addInteraction(), STATES.listingAgent)
      .uponReceiving('a new commission template')
      .withRequest('POST', routePath(contract.account.commissionTemplates.create), (builder) =>
        builder.headers(sessionCookie()).jsonBody(body),
      )
      .willRespondWith(
        ...answer(
          contract.account.commissionTemplates.create,
          201,
          envelope({ ...commissionTemplateExample, ...body }),
        ),
      )
      .executeTest(async (server) => {
        const template = bodyOf<{ id: number }>(
          await apiClient(server, { signedIn: true }).account.commissionTemplates.create({ body }),
        );
        expect(template.id).toBeGreaterThan(0);
      });
  });

  it('account.commissionTemplates.update', async () => {
    const body = { name: '3% of price', formula: 'pp * 0.03' };
    await given(pact.addInteraction(), STATES.listingAgent, STATES.accountTemplates)
      .uponReceiving('a change to a commission template')
      .withRequest(
        'PATCH',
        routePath(contract.account.commissionTemplates.update, { id: VALUES.commissionTemplateId }),
        (builder) => builder.headers(sessionCookie()).jsonBody(body),
      )
      .willRespondWith(...answer(contract.account.commissionTemplates.update, 200, envelope(commissionTemplateExample)))
      .executeTest(async (server) => {
        const template = bodyOf<{ formula: string }>(
          await apiClient(server, { signedIn: true }).account.commissionTemplates.update({
            params: { id: exampleOf(VALUES.commissionTemplateId) },
            body,
          }),
        );
        expect(template.formula).toEqual(expect.any(String));
      });
  });

  it('account.commissionTemplates.remove', async () => {
    await given(pact.addInteraction(), STATES.listingAgent, STATES.accountTemplates)
      .uponReceiving('a removal of a commission template')
      .withRequest(
        'DELETE',
        routePath(contract.account.commissionTemplates.remove, { id: VALUES.commissionTemplateId }),
        (builder) => builder.headers(sessionCookie()),
      )
      .willRespondWith(...answer(contract.account.commissionTemplates.remove, 200, envelope(exact(null))))
      .executeTest(async (server) => {
        const response = await apiClient(server, { signedIn: true }).account.commissionTemplates.remove({
          params: { id: exampleOf(VALUES.commissionTemplateId) },
        });
        expect(bodyOf(response)).toBeNull();
      });
  });

  itListsSignedIn(pact, {
    'account.titleFeeTemplates.list': {
      states: [STATES.listingAgent, STATES.accountTemplates],
      description: 'a request for the title fee templates',
      route: contract.account.titleFeeTemplates.list,
      item: titleFeeTemplateExample,
      call: (client) => client.account.titleFeeTemplates.list(),
    },
  });

  it('account.titleFeeTemplates.create', async () => {
    const body = { name: 'Idaho title', fees: [{ name: 'Escrow fee', formula: 'pp * 0.001 + 200' }] };
    await given(pact.addInteraction(), STATES.listingAgent)
      .uponReceiving('a new title fee template')
      .withRequest('POST', routePath(contract.account.titleFeeTemplates.create), (builder) =>
        builder.headers(sessionCookie()).jsonBody(body),
      )
      .willRespondWith(
        ...answer(contract.account.titleFeeTemplates.create, 201, envelope({ ...titleFeeTemplateExample, ...body })),
      )
      .executeTest(async (server) => {
        const template = bodyOf<{ fees: unknown[] }>(
          await apiClient(server, { signedIn: true }).account.titleFeeTemplates.create({ body }),
        );
        expect(template.fees.length).toBeGreaterThan(0);
      });
  });

  it('account.titleFeeTemplates.update', async () => {
    const body = { name: 'Oregon title & escrow', fees: [{ name: 'Escrow fee', formula: 'pp * 0.001 + 275' }] };
    await given(pact.addInteraction(), STATES.listingAgent, STATES.accountTemplates)
      .uponReceiving('a change to a title fee template')
      .withRequest(
        'PATCH',
        routePath(contract.account.titleFeeTemplates.update, { id: VALUES.titleFeeTemplateId }),
        (builder) => builder.headers(sessionCookie()).jsonBody(body),
      )
      .willRespondWith(...answer(contract.account.titleFeeTemplates.update, 200, envelope(titleFeeTemplateExample)))
      .executeTest(async (server) => {
        const template = bodyOf<{ id: number }>(
          await apiClient(server, { signedIn: true }).account.titleFeeTemplates.update({
            params: { id: exampleOf(VALUES.titleFeeTemplateId) },
            body,
          }),
        );
        expect(template.id).toBeGreaterThan(0);
      });
  });

  it('account.titleFeeTemplates.remove', async () => {
    await given(pact.addInteraction(), STATES.listingAgent, STATES.accountTemplates)
      .uponReceiving('a removal of a title fee template')
      .withRequest(
        'DELETE',
        routePath(contract.account.titleFeeTemplates.remove, { id: VALUES.titleFeeTemplateId }),
        (builder) => builder.headers(sessionCookie()),
      )
      .willRespondWith(...answer(contract.account.titleFeeTemplates.remove, 200, envelope(exact(null))))
      .executeTest(async (server) => {
        const response = await apiClient(server, { signedIn: true }).account.titleFeeTemplates.remove({
          params: { id: exampleOf(VALUES.titleFeeTemplateId) },
        });
        expect(bodyOf(response)).toBeNull();
      });
  });
});

describe('payments', () => {
  itListsSignedIn(pact, {
    'payments.products: the plans on sale': {
      states: [STATES.listingAgent],
      description: 'a request for the plans on sale',
      route: contract.payments.products,
      item: productExample,
      call: (client) => client.payments.products(),
    },
  });

  it('payments.createCheckoutSession: an account without a live subscription subscribes', async () => {
    const body = {
      productId: VALUES.productId.example,
      quantity: 1,
      successUrl: '/settings/subscription?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: '/premium',
    };
    await given(pact.addInteraction(), STATES.unverifiedAgent, STATES.soloPlan)
      .uponReceiving('a checkout for a plan')
      .withRequest('POST', routePath(contract.payments.createCheckoutSession), (builder) =>
        builder.headers(sessionCookie()).jsonBody({ ...body, productId: stateValue(VALUES.productId) }),
      )
      .willRespondWith(
        ...answer(
          contract.payments.createCheckoutSession,
          201,
          envelope({ id: 'cs_mock_1', url: '/mock-provider/checkout/cs_mock_1' }),
        ),
      )
      .executeTest(async (server) => {
        const session = bodyOf<{ url: string }>(
          await apiClient(server, { signedIn: true }).payments.createCheckoutSession({ body }),
        );
        expect(session.url).toEqual(expect.any(String));
      });
  });

  it('payments.createSetupSession: the account admin adds a card', async () => {
    const body = { mode: 'setup' as const, successUrl: '/settings/subscription', cancelUrl: '/settings/subscription' };
    await given(pact.addInteraction(), STATES.accountAdmin)
      .uponReceiving('a session to add a card')
      .withRequest('POST', routePath(contract.payments.createSetupSession), (builder) =>
        builder.headers(sessionCookie()).jsonBody(body),
      )
      .willRespondWith(
        ...answer(
          contract.payments.createSetupSession,
          201,
          envelope({ id: 'seti_mock_1', url: '/mock-provider/setup/seti_mock_1' }),
        ),
      )
      .executeTest(async (server) => {
        const session = bodyOf<{ id: string }>(
          await apiClient(server, { signedIn: true }).payments.createSetupSession({ body }),
        );
        expect(session.id).toEqual(expect.any(String));
      });
  });
});
