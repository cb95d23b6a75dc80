import { contract } from '@contract';
import { describe, expect, it } from 'vitest';
import { userExample } from '../support/examples';
import { answer, envelope, exact, failure, fieldErrors, promised } from '../support/answers';
import { routePath, sessionCookie, stateValue } from '../support/matchers';
import { apiClient, bodyOf, createPact, httpErrorOf } from '../support/pact';
import { given, STATES, VALUES } from '../support/provider-states';

// auth.*: every sign-in kind sets the session cookie, logout clears it.
const pact = createPact();
const PASSWORD = 'OfferDesk2026';

describe('auth', () => {
  it('auth.login: signs in with e-mail and password and sets the session cookie', async () => {
    const body = { email: 'listing.agent@offerdesk.test', password: PASSWORD };
    await given(pact.addInteraction(), STATES.nobodySignedIn)
      .uponReceiving('a sign-in with the right password')
      .withRequest('POST', routePath(contract.auth.login), (builder) => builder.jsonBody(body))
      .willRespondWith(...answer(contract.auth.login, 200, envelope(userExample)))
      .executeTest(async (server) => {
        const user = bodyOf<{ email: string }>(await apiClient(server).auth.login({ body }));
        expect(user.email).toBe(body.email);
      });
  });

  it('auth.login: a wrong password is a 401 with a message', async () => {
    const body = { email: 'listing.agent@offerdesk.test', password: 'not-the-password' };
    await given(pact.addInteraction(), STATES.nobodySignedIn)
      .uponReceiving('a sign-in with a wrong password')
      .withRequest('POST', routePath(contract.auth.login), (builder) => builder.jsonBody(body))
      .willRespondWith(...answer(contract.auth.login, 401, failure()))
      .executeTest(async (server) => {
        const error = await httpErrorOf(apiClient(server).auth.login({ body }), 401);
        expect(error.data.message).toEqual(expect.any(String));
      });
  });

  it('auth.loginWithGoogle: signs in with the provider access token', async () => {
    await given(pact.addInteraction(), STATES.nobodySignedIn, STATES.signInTokens)
      .uponReceiving('a sign-in with a Google access token')
      .withRequest('POST', routePath(contract.auth.loginWithGoogle), (builder) =>
        builder.jsonBody({ accessToken: stateValue(VALUES.googleAccessToken) }),
      )
      .willRespondWith(...answer(contract.auth.loginWithGoogle, 200, envelope(userExample)))
      .executeTest(async (server) => {
        const response = await apiClient(server).auth.loginWithGoogle({
          body: { accessToken: VALUES.googleAccessToken.example },
        });
        expect(bodyOf<{ id: number }>(response).id).toBeGreaterThan(0);
      });
  });

  it('auth.loginWithToken: signs in with a one-time link token', async () => {
    await given(pact.addInteraction(), STATES.nobodySignedIn, STATES.signInTokens)
      .uponReceiving('a sign-in with a one-time login token')
      .withRequest('POST', routePath(contract.auth.loginWithToken), (builder) =>
        builder.jsonBody({ token: stateValue(VALUES.loginToken) }),
      )
      .willRespondWith(...answer(contract.auth.loginWithToken, 200, envelope(userExample)))
      .executeTest(async (server) => {
        const response = await apiClient(server).auth.loginWithToken({ body: { token: VALUES.loginToken.example } });
        expect(bodyOf<{ id: number }>(response).id).toBeGreaterThan(0);
      });
  });

  const signup = {
    email: 'jamie.rivera@example.com',
    password: 'Summer2026',
    repeatPassword: 'Summer2026',
    phoneNumber: '(503) 555-0199',
    isAgreeToTac: true as const,
    fullName: 'Jamie Rivera',
    brokerage: 'Rivera Realty',
    hasTeam: 'no',
    teamName: null,
  };

  it('auth.signupAgent: creates an unverified agent and signs them in', async () => {
    await given(pact.addInteraction(), STATES.nobodySignedIn)
      .uponReceiving('an agent sign-up with a new e-mail')
      .withRequest('POST', routePath(contract.auth.signupAgent), (builder) => builder.jsonBody(signup))
      .willRespondWith(
        ...answer(
          contract.auth.signupAgent,
          201,
          envelope({
            ...userExample,
            email: signup.email,
            fullName: signup.fullName,
            isEmailVerified: false,
            isPhoneNumberVerified: false,
          }),
        ),
      )
      .executeTest(async (server) => {
        const user = bodyOf<{ email: string }>(await apiClient(server).auth.signupAgent({ body: signup }));
        expect(user.email).toBe(signup.email);
      });
  });

  it('auth.signupAgent: a registered e-mail is a 400 with a field error on email', async () => {
    const taken = { ...signup, email: 'listing.agent@offerdesk.test' };
    await given(pact.addInteraction(), STATES.nobodySignedIn)
      .uponReceiving('an agent sign-up with a registered e-mail')
      .withRequest('POST', routePath(contract.auth.signupAgent), (builder) => builder.jsonBody(taken))
      .willRespondWith(...answer(contract.auth.signupAgent, 400, failure({ errors: fieldErrors('email') })))
      .executeTest(async (server) => {
        const error = await httpErrorOf(apiClient(server).auth.signupAgent({ body: taken }), 400);
        expect(error.data.errors).toEqual({ email: expect.any(String) });
      });
  });

  it('auth.logout: ends the session and clears the cookie', async () => {
    await given(pact.addInteraction(), STATES.listingAgent)
      .uponReceiving('a sign-out')
      .withRequest('POST', routePath(contract.auth.logout), (builder) => builder.headers(sessionCookie()))
      .willRespondWith(...answer(contract.auth.logout, 200, envelope(exact(null))))
      .executeTest(async (server) => {
        const response = await apiClient(server, { signedIn: true }).auth.logout();
        expect(bodyOf(response)).toBeNull();
      });
  });

  it('auth.forgotPassword: always answers that the e-mail was sent', async () => {
    const body = { email: 'listing.agent@offerdesk.test' };
    await given(pact.addInteraction(), STATES.nobodySignedIn)
      .uponReceiving('a forgotten password')
      .withRequest('POST', routePath(contract.auth.forgotPassword), (builder) => builder.jsonBody(body))
      .willRespondWith(...answer(contract.auth.forgotPassword, 200, envelope({ sent: exact(true) })))
      .executeTest(async (server) => {
        expect(bodyOf(await apiClient(server).auth.forgotPassword({ body }))).toEqual({ sent: true });
      });
  });

  it('auth.resetPassword: sets a new password with the e-mailed token', async () => {
    const body = { token: VALUES.resetToken.example, password: 'Autumn2026', repeatPassword: 'Autumn2026' };
    await given(pact.addInteraction(), STATES.nobodySignedIn, STATES.signInTokens)
      .uponReceiving('a password reset with a valid token')
      .withRequest('POST', routePath(contract.auth.resetPassword), (builder) =>
        builder.jsonBody({ ...body, token: stateValue(VALUES.resetToken) }),
      )
      .willRespondWith(...answer(contract.auth.resetPassword, 200, envelope(exact(null))))
      .executeTest(async (server) => {
        expect(bodyOf(await apiClient(server).auth.resetPassword({ body }))).toBeNull();
      });
  });
});

describe('user', () => {
  it('user.get: the signed-in user with their account', async () => {
    await given(pact.addInteraction(), STATES.listingAgent)
      .uponReceiving('a request for the signed-in user')
      .withRequest('GET', routePath(contract.user.get), (builder) => builder.headers(sessionCookie()))
      .willRespondWith(
        ...answer(contract.user.get, 200, envelope({ ...userExample, account: promised(userExample.account) })),
      )
      .executeTest(async (server) => {
        const user = bodyOf<{ account: { id: number } }>(await apiClient(server, { signedIn: true }).user.get());
        expect(user.account.id).toBeGreaterThan(0);
      });
  });

  it('user.get: without a session is a 401', async () => {
    await given(pact.addInteraction(), STATES.nobodySignedIn)
      .uponReceiving('a request for the signed-in user without a session')
      .withRequest('GET', routePath(contract.user.get))
      .willRespondWith(...answer(contract.user.get, 401, failure()))
      .executeTest(async (server) => {
        await httpErrorOf(apiClient(server).user.get(), 401);
      });
  });

  it('user.update: changes the profile', async () => {
    const body = { fullName: 'Maya Thornton-Reed' };
    await given(pact.addInteraction(), STATES.listingAgent)
      .uponReceiving('a profile change')
      .withRequest('PATCH', routePath(contract.user.update), (builder) =>
        builder.headers(sessionCookie()).jsonBody(body),
      )
      .willRespondWith(...answer(contract.user.update, 200, envelope({ ...userExample, fullName: body.fullName })))
      .executeTest(async (server) => {
        const user = bodyOf<{ fullName: string }>(await apiClient(server, { signedIn: true }).user.update({ body }));
        expect(user.fullName).toEqual(expect.any(String));
      });
  });
});

describe('user outside an account', () => {
  it('account.createTeam: a consumer creates a team and becomes its admin', async () => {
    const body = { teamName: 'Lindqvist Homes', brokerage: 'Lindqvist Realty' };
    await given(pact.addInteraction(), STATES.seller)
      .uponReceiving('a team created by a user outside any account')
      .withRequest('POST', routePath(contract.account.createTeam), (builder) =>
        builder.headers(sessionCookie()).jsonBody(body),
      )
      .willRespondWith(
        ...answer(
          contract.account.createTeam,
          201,
          envelope({
            ...userExample,
            account: promised({ ...userExample.account!, role: exact('admin' as const), brokerage: body.brokerage }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const user = bodyOf<{ account: { role: string } }>(
          await apiClient(server, { signedIn: true }).account.createTeam({ body }),
        );
        expect(user.account.role).toBe('admin');
      });
  });
});
