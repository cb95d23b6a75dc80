import { contract } from '@contract';
import { describe, expect, it } from 'vitest';
import { invitationExample, notificationExample, userExample } from '../support/examples';
import { answer, envelope, exact, failure, fieldErrors, promised } from '../support/answers';
import { exampleOf, routePath, sessionCookie, stateText, stateValue } from '../support/matchers';
import { apiClient, bodyOf, createPact, httpErrorOf } from '../support/pact';
import { given, STATES, VALUES } from '../support/provider-states';
import { itListsSignedIn } from '../support/signed-in-lists';

// invitations.*, verification.*, preferences.*, notifications.*: the magic link, the verification
// modal, the user's preferences and the notifications in the frame.
const pact = createPact();

describe('invitations', () => {
  itListsSignedIn(pact, {
    'invitations.list: the invitations the user sent': {
      states: [STATES.listingAgent, STATES.newUserInvitation],
      description: 'a request for the invitations the user sent',
      route: contract.invitations.list,
      item: invitationExample,
      call: (client) => client.invitations.list(),
    },
  });

  it('invitations.create: a listing agent invites a buyers agent to the listing', async () => {
    const body = {
      email: 'taylor.nguyen@example.com',
      fullName: 'Taylor Nguyen',
      role: 'buyers_agent' as const,
      listingId: exampleOf(VALUES.listingId),
    };
    await given(pact.addInteraction(), STATES.listingAgent, STATES.listingWithOffers)
      .uponReceiving('an invitation to a listing')
      .withRequest('POST', routePath(contract.invitations.create), (builder) =>
        builder.headers(sessionCookie()).jsonBody({ ...body, listingId: stateValue(VALUES.listingId) }),
      )
      .willRespondWith(
        ...answer(
          contract.invitations.create,
          201,
          envelope({ ...invitationExample, email: body.email, listingId: 33 }),
        ),
      )
      .executeTest(async (server) => {
        const invitation = bodyOf<{ id: number }>(
          await apiClient(server, { signedIn: true }).invitations.create({ body }),
        );
        expect(invitation.id).toBeGreaterThan(0);
      });
  });

  it('invitations.remove: withdraws a pending invitation (?id=)', async () => {
    await given(pact.addInteraction(), STATES.listingAgent, STATES.newUserInvitation)
      .uponReceiving('a withdrawal of a pending invitation')
      .withRequest('DELETE', routePath(contract.invitations.remove), (builder) =>
        builder.headers(sessionCookie()).query({ id: stateText(VALUES.invitationId) }),
      )
      .willRespondWith(...answer(contract.invitations.remove, 200, envelope(exact(null))))
      .executeTest(async (server) => {
        const response = await apiClient(server, { signedIn: true }).invitations.remove({
          query: { id: exampleOf(VALUES.invitationId) },
        });
        expect(bodyOf(response)).toBeNull();
      });
  });

  it('invitations.authorize: a registered invitee is signed in by the magic link', async () => {
    await given(pact.addInteraction(), STATES.nobodySignedIn, STATES.registeredUserInvitation)
      .uponReceiving('a magic link of a registered user')
      .withRequest('POST', routePath(contract.invitations.authorize), (builder) =>
        builder.headers({ 'auth-token': stateText(VALUES.registeredInvitationToken) }),
      )
      .willRespondWith(
        ...answer(
          contract.invitations.authorize,
          200,
          envelope({ ...userExample, account: null, accountId: null, userType: 'consumer' }),
        ),
      )
      .executeTest(async (server) => {
        const user = bodyOf<{ id: number }>(
          await apiClient(server).invitations.authorize({
            headers: { 'auth-token': exampleOf(VALUES.registeredInvitationToken) },
          }),
        );
        expect(user.id).toBeGreaterThan(0);
      });
  });

  it('invitations.authorize: a new invitee gets a 409 with what the sign-up needs', async () => {
    await given(pact.addInteraction(), STATES.nobodySignedIn, STATES.newUserInvitation)
      .uponReceiving('a magic link of a user who has no password yet')
      .withRequest('POST', routePath(contract.invitations.authorize), (builder) =>
        builder.headers({ 'auth-token': stateText(VALUES.invitationToken) }),
      )
      .willRespondWith(
        ...answer(
          contract.invitations.authorize,
          409,
          failure({ email: 'new.seller@example.com', hasPhoneNumber: false, termsRequired: true }),
        ),
      )
      .executeTest(async (server) => {
        const error = await httpErrorOf(
          apiClient(server).invitations.authorize({
            headers: { 'auth-token': exampleOf(VALUES.invitationToken) },
          }),
          409,
        );
        expect(error.data).toMatchObject({ email: expect.any(String), hasPhoneNumber: expect.any(Boolean) });
      });
  });

  it('invitations.signup: the new invitee chooses a password and is signed in', async () => {
    const body = { password: 'Spring2026', repeatPassword: 'Spring2026', isAgreeToTac: true };
    await given(pact.addInteraction(), STATES.nobodySignedIn, STATES.newUserInvitation)
      .uponReceiving('a sign-up from a magic link')
      .withRequest('POST', routePath(contract.invitations.signup), (builder) =>
        builder.headers({ 'auth-token': stateText(VALUES.invitationToken) }).jsonBody(body),
      )
      .willRespondWith(
        ...answer(
          contract.invitations.signup,
          201,
          envelope({ ...userExample, phoneNumber: null, hasPhoneNumber: false, account: null, accountId: null }),
        ),
      )
      .executeTest(async (server) => {
        const user = bodyOf<{ id: number }>(
          await apiClient(server).invitations.signup({
            headers: { 'auth-token': exampleOf(VALUES.invitationToken) },
            body,
          }),
        );
        expect(user.id).toBeGreaterThan(0);
      });
  });
});

describe('verification', () => {
  it('verification.requestCode: sends a new code by e-mail', async () => {
    await given(pact.addInteraction(), STATES.unverifiedAgent)
      .uponReceiving('a request for an e-mail verification code')
      .withRequest('POST', routePath(contract.verification.requestCode, { channel: 'email' }), (builder) =>
        builder.headers(sessionCookie()).jsonBody({ force: true }),
      )
      .willRespondWith(...answer(contract.verification.requestCode, 200, envelope({ sent: true, channel: 'email' })))
      .executeTest(async (server) => {
        const result = bodyOf<{ sent: boolean }>(
          await apiClient(server, { signedIn: true }).verification.requestCode({
            params: { channel: 'email' },
            body: { force: true },
          }),
        );
        expect(typeof result.sent).toBe('boolean');
      });
  });

  it('verification.verify: the right code verifies the e-mail', async () => {
    await given(pact.addInteraction(), STATES.unverifiedAgent, STATES.verificationCodeSent)
      .uponReceiving('the right e-mail verification code')
      .withRequest('POST', routePath(contract.verification.verify, { channel: 'email' }), (builder) =>
        builder.headers(sessionCookie()).jsonBody({ code: stateValue(VALUES.verificationCode) }),
      )
      .willRespondWith(
        ...answer(
          contract.verification.verify,
          200,
          envelope({ ...userExample, isEmailVerified: exact(true), isPhoneNumberVerified: false }),
        ),
      )
      .executeTest(async (server) => {
        const user = bodyOf<{ isEmailVerified: boolean }>(
          await apiClient(server, { signedIn: true }).verification.verify({
            params: { channel: 'email' },
            body: { code: exampleOf(VALUES.verificationCode) },
          }),
        );
        expect(user.isEmailVerified).toBe(true);
      });
  });

  it('verification.verify: a wrong code is a 422 with a field error on code', async () => {
    await given(pact.addInteraction(), STATES.unverifiedAgent, STATES.verificationCodeSent)
      .uponReceiving('a wrong e-mail verification code')
      .withRequest('POST', routePath(contract.verification.verify, { channel: 'email' }), (builder) =>
        builder.headers(sessionCookie()).jsonBody({ code: '0000' }),
      )
      .willRespondWith(...answer(contract.verification.verify, 422, failure({ errors: promised(fieldErrors('code')) })))
      .executeTest(async (server) => {
        const error = await httpErrorOf(
          apiClient(server, { signedIn: true }).verification.verify({
            params: { channel: 'email' },
            body: { code: '0000' },
          }),
          422,
        );
        expect(error.data.errors).toEqual({ code: expect.any(String) });
      });
  });

  it('verification.verify: after too many wrong codes every try is a 429', async () => {
    await given(pact.addInteraction(), STATES.unverifiedAgent, STATES.tooManyWrongCodes)
      .uponReceiving('an e-mail verification code after too many wrong ones')
      .withRequest('POST', routePath(contract.verification.verify, { channel: 'email' }), (builder) =>
        builder.headers(sessionCookie()).jsonBody({ code: '1234' }),
      )
      .willRespondWith(...answer(contract.verification.verify, 429, failure()))
      .executeTest(async (server) => {
        await httpErrorOf(
          apiClient(server, { signedIn: true }).verification.verify({
            params: { channel: 'email' },
            body: { code: '1234' },
          }),
          429,
        );
      });
  });
});

describe('preferences', () => {
  it('preferences.get: a preference never set is null', async () => {
    await given(pact.addInteraction(), STATES.listingAgent)
      .uponReceiving('a request for a preference that was never set')
      .withRequest('GET', routePath(contract.preferences.get, { key: 'offersTableView' }), (builder) =>
        builder.headers(sessionCookie()),
      )
      .willRespondWith(...answer(contract.preferences.get, 200, envelope(exact(null))))
      .executeTest(async (server) => {
        const response = await apiClient(server, { signedIn: true }).preferences.get({
          params: { key: 'offersTableView' },
        });
        expect(bodyOf(response)).toBeNull();
      });
  });

  it('preferences.set: stores a preference', async () => {
    const body = { key: 'offersTableView', value: 'true' };
    await given(pact.addInteraction(), STATES.listingAgent)
      .uponReceiving('a preference set')
      .withRequest('POST', routePath(contract.preferences.set, { key: 'offersTableView' }), (builder) =>
        builder.headers(sessionCookie()).jsonBody(body),
      )
      .willRespondWith(
        ...answer(contract.preferences.set, 200, envelope({ key: exact(body.key), value: exact(body.value) })),
      )
      .executeTest(async (server) => {
        const preference = bodyOf(
          await apiClient(server, { signedIn: true }).preferences.set({ params: { key: 'offersTableView' }, body }),
        );
        expect(preference).toEqual(body);
      });
  });
});

describe('notifications', () => {
  it('notifications.system: the system notification shown in the frame, for anyone', async () => {
    await given(pact.addInteraction(), STATES.nobodySignedIn, STATES.systemNotification)
      .uponReceiving('a request for the system notification')
      .withRequest('GET', routePath(contract.notifications.system))
      .willRespondWith(
        ...answer(
          contract.notifications.system,
          200,
          envelope(
            promised({
              header: 'Scheduled maintenance on Sunday, March 8',
              content: 'OfferDesk will be unavailable from 2:00 to 3:00 AM Pacific.',
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const notification = bodyOf<{ header: string }>(await apiClient(server).notifications.system());
        expect(notification.header).toEqual(expect.any(String));
      });
  });

  itListsSignedIn(pact, {
    'notifications.list: the user’s notifications, newest first': {
      states: [STATES.listingAgent, STATES.notifications],
      description: 'a request for the user’s notifications',
      route: contract.notifications.list,
      item: notificationExample,
      call: (client) => client.notifications.list(),
    },
  });
});
