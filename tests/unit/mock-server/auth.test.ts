import { describe, expect, it } from 'vitest';
import { GOOGLE_TEST_ACCESS_TOKEN } from '@mock/node';
import { googleTestToken, loginTestToken, resetTestToken } from '@mock/policies/test-tokens';
import { CookieJar, json } from './support/cookie-jar';
import { BASE, useTinyMockServer } from './support/server';
import { TINY_PASSWORD, TINY_SUBSCRIPTION } from './support/tiny-seed';

useTinyMockServer();

const login = (jar: CookieJar, email = 'listing.agent@offerdesk.test', password = TINY_PASSWORD) =>
  jar.fetch(`${BASE}/api/v1/auth/login`, json({ email, password }));

describe('sessions', () => {
  it('answers 401 on a session route without a session', async () => {
    const response = await fetch(`${BASE}/api/v1/user`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, message: 'Authentication required' });
  });

  it('signs in with e-mail and password, sets an HttpOnly session cookie, and serves the user with the account', async () => {
    const jar = new CookieJar();
    const response = await login(jar, ' LISTING.agent@offerdesk.test ');
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()[0]).toMatch(
      /^offerdesk_session=od\.[A-Za-z0-9_-]{43}; Path=\/; SameSite=Lax; HttpOnly$/,
    );
    const me = await jar.fetch(`${BASE}/api/v1/user`);
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      success: true,
      body: {
        id: 1,
        fullName: 'Lena Listing',
        email: 'listing.agent@offerdesk.test',
        phoneNumber: '(555) 123-1234',
        userType: 'rea',
        accountId: 1,
        isEmailVerified: true,
        isPhoneNumberVerified: true,
        hasPhoneNumber: true,
        account: {
          id: 1,
          role: 'regular',
          brokerage: 'Harbor & Main Realty',
          team: { id: 1, name: 'Harbor & Main Team' },
          subscription: TINY_SUBSCRIPTION,
          usage: { listingCount: 2, listingLimit: null, usersCount: 2 },
        },
      },
    });
  });

  it('never sends the stored password', async () => {
    const text = await (await login(new CookieJar())).text();
    expect(text).not.toContain(TINY_PASSWORD);
    expect(text).not.toContain('password');
  });

  it('refuses a wrong password and an unknown address with the same 401', async () => {
    for (const [email, password] of [
      ['listing.agent@offerdesk.test', 'Wrong2026pass'],
      ['nobody@offerdesk.test', TINY_PASSWORD],
    ]) {
      const response = await login(new CookieJar(), email, password);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ success: false, message: 'Invalid email or password' });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('logs out: the cookie is cleared and the old token no longer works', async () => {
    const jar = new CookieJar();
    await login(jar);
    const token = jar.cookies.get('offerdesk_session');
    const out = await jar.fetch(`${BASE}/api/v1/auth/logout`, { method: 'POST' });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ success: true, body: null });
    expect(out.headers.getSetCookie()[0]).toMatch(/^offerdesk_session=; Max-Age=0/);
    expect(jar.cookies.has('offerdesk_session')).toBe(false);
    expect((await jar.fetch(`${BASE}/api/v1/user`)).status).toBe(401);
    // Replaying the old token by hand: the session is gone server-side, and the stale cookie is cleared.
    const replay = await fetch(`${BASE}/api/v1/user`, { headers: { cookie: `offerdesk_session=${token}` } });
    expect(replay.status).toBe(401);
    expect(replay.headers.getSetCookie()[0]).toMatch(/^offerdesk_session=; Max-Age=0/);
  });

  it('gives every session its own token, and two users their own sessions', async () => {
    const lena = new CookieJar();
    const ada = new CookieJar();
    await login(lena);
    await login(ada, 'admin@offerdesk.test');
    expect(lena.cookies.get('offerdesk_session')).not.toBe(ada.cookies.get('offerdesk_session'));
    expect((await (await lena.fetch(`${BASE}/api/v1/user`)).json()).body.email).toBe('listing.agent@offerdesk.test');
    expect((await (await ada.fetch(`${BASE}/api/v1/user`)).json()).body.account.role).toBe('admin');
  });
});

describe('test-token logins', () => {
  it('accepts the documented Google token and signs in its persona', async () => {
    const jar = new CookieJar();
    const response = await jar.fetch(
      `${BASE}/api/v1/auth/login/google`,
      json({ accessToken: GOOGLE_TEST_ACCESS_TOKEN }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).body.email).toBe('listing.agent@offerdesk.test');
    expect((await jar.fetch(`${BASE}/api/v1/user`)).status).toBe(200);
  });

  it('refuses any other Google token', async () => {
    for (const accessToken of ['ya29.a0AfH6SMB', googleTestToken('nobody@offerdesk.test'), 'mock-google-token:']) {
      const response = await fetch(`${BASE}/api/v1/auth/login/google`, json({ accessToken }));
      expect(response.status).toBe(401);
    }
  });

  it('signs in with a login-link token, and refuses a foreign one', async () => {
    const ok = await fetch(`${BASE}/api/v1/auth/login/token`, json({ token: loginTestToken('seller@offerdesk.test') }));
    expect(ok.status).toBe(200);
    expect((await ok.json()).body).toMatchObject({ userType: 'consumer', account: null, hasPhoneNumber: false });
    const bad = await fetch(`${BASE}/api/v1/auth/login/token`, json({ token: 'abc' }));
    expect(bad.status).toBe(401);
  });

  it('resets a password with the reset token; the new one signs in, the old one no longer does', async () => {
    const body = {
      token: resetTestToken('admin@offerdesk.test'),
      password: 'Fresh2026pass',
      repeatPassword: 'Fresh2026pass',
    };
    const reset = await fetch(`${BASE}/api/v1/auth/reset-password`, json(body));
    expect(reset.status).toBe(200);
    expect((await login(new CookieJar(), 'admin@offerdesk.test', 'Fresh2026pass')).status).toBe(200);
    expect((await login(new CookieJar(), 'admin@offerdesk.test')).status).toBe(401);
    const bad = await fetch(`${BASE}/api/v1/auth/reset-password`, json({ ...body, token: 'nope' }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({ token: 'This reset link is invalid or has expired' });
  });

  it('answers forgot-password the same for known and unknown addresses', async () => {
    for (const email of ['admin@offerdesk.test', 'nobody@offerdesk.test']) {
      const response = await fetch(`${BASE}/api/v1/auth/forgot-password`, json({ email }));
      expect(await response.json()).toEqual({ success: true, body: { sent: true } });
    }
  });
});

describe('agent sign-up', () => {
  const signup = {
    email: 'new.agent@offerdesk.test',
    password: 'Signup2026pass',
    repeatPassword: 'Signup2026pass',
    phoneNumber: '(555) 987-6543',
    isAgreeToTac: true,
    fullName: 'Nia New',
    brokerage: 'New Realty',
    hasTeam: 'yes',
    teamName: 'New Team',
  };

  it('creates an unverified agent, admin of a new account, and signs them in', async () => {
    const jar = new CookieJar();
    const response = await jar.fetch(`${BASE}/api/v1/signup/rea`, json(signup));
    expect(response.status).toBe(201);
    const user = (await response.json()).body;
    expect(user).toMatchObject({
      id: 4,
      email: 'new.agent@offerdesk.test',
      userType: 'rea',
      accountId: 2,
      isEmailVerified: false,
      isPhoneNumberVerified: false,
      account: { id: 2, role: 'admin', brokerage: 'New Realty', team: { id: 2, name: 'New Team' }, subscription: null },
    });
    expect((await jar.fetch(`${BASE}/api/v1/user`)).status).toBe(200);
    expect((await login(new CookieJar(), signup.email, signup.password)).status).toBe(200);
  });

  it('refuses an address already registered, whatever its case, with a field error on email', async () => {
    const response = await fetch(`${BASE}/api/v1/signup/rea`, json({ ...signup, email: 'Admin@OfferDesk.test' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Validation failed',
      errors: { email: 'This e-mail address is already registered' },
    });
  });
});

describe('user.update', () => {
  it('unverifies a changed e-mail and a changed phone, and keeps an unchanged one verified', async () => {
    const jar = new CookieJar();
    await login(jar);
    const patch = (body: unknown) => jar.fetch(`${BASE}/api/v1/user`, json(body, { method: 'PATCH' }));

    const same = await (await patch({ email: 'Listing.Agent@offerdesk.test', phoneNumber: '(555) 123-1234' })).json();
    expect(same.body).toMatchObject({ isEmailVerified: true, isPhoneNumberVerified: true });

    const changed = await (
      await patch({ fullName: 'Lena L.', email: 'lena@offerdesk.test', phoneNumber: '(555) 222-3333' })
    ).json();
    expect(changed.body).toMatchObject({
      fullName: 'Lena L.',
      email: 'lena@offerdesk.test',
      phoneNumber: '(555) 222-3333',
      isEmailVerified: false,
      isPhoneNumberVerified: false,
    });
    expect((await (await jar.fetch(`${BASE}/api/v1/user`)).json()).body.email).toBe('lena@offerdesk.test');
  });

  it('counts a name in characters when it stores it and when it answers it: 255 emoji are a name, 256 are too long', async () => {
    const jar = new CookieJar();
    await login(jar);
    const patch = (fullName: string) => jar.fetch(`${BASE}/api/v1/user`, json({ fullName }, { method: 'PATCH' }));

    const longest = await patch('😀'.repeat(255));
    expect(longest.status).toBe(200);
    expect((await longest.json()).body.fullName).toBe('😀'.repeat(255));
    expect((await patch('😀'.repeat(256))).status).toBe(400);
  });

  it("refuses another user's e-mail", async () => {
    const jar = new CookieJar();
    await login(jar);
    const response = await jar.fetch(
      `${BASE}/api/v1/user`,
      json({ email: 'admin@offerdesk.test' }, { method: 'PATCH' }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ email: 'This e-mail address is already registered' });
  });
});
