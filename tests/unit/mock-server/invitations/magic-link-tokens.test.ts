import { describe, expect, it } from 'vitest';
import { CookieJar, json } from '../support/cookie-jar';
import { bodyOf, inUniverse, useHttpMockServer } from '../support/http-server';
import { TINY_PASSWORD } from '../support/tiny-seed';

/*
 * A magic-link token is a secret, like a session token: 256 random bits
 * (docs/mock-server/api-by-domain.md, "Invitations and the magic link"), so no one who
 * knows the scenario, the seed and the ids can compute another's link.
 */

const start = useHttpMockServer();

type Outbox = { invitations: { email: string; token: string; link: string }[] };

/** In a fresh universe of the same scenario and seed, the admin invites the same person: the token it got. */
const inviteIn = async (url: string, universe: string): Promise<string> => {
  const admin = new CookieJar();
  await admin.fetch(
    `${url}/api/v1/auth/login`,
    json({ email: 'admin@offerdesk.test', password: TINY_PASSWORD }, inUniverse(universe)),
  );
  const created = await admin.fetch(
    `${url}/api/v1/invitations`,
    json({ email: 'new.agent@example.com', role: 'listing-agent' }, inUniverse(universe)),
  );
  expect(created.status).toBe(201);
  const outbox = await bodyOf<Outbox>(await fetch(`${url}/__mock/invitations`, inUniverse(universe)));
  return outbox.invitations.find((invitation) => invitation.email === 'new.agent@example.com')!.token;
};

describe('magic-link tokens', () => {
  it('are random: the same invitation in the same scenario and seed gets another token, which still signs in', async () => {
    const url = await start();
    const [first, second] = [await inviteIn(url, 'a'), await inviteIn(url, 'b')];
    expect(first).toMatch(/^inv\.[A-Za-z0-9_-]{43}$/);
    expect(second).toMatch(/^inv\.[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);

    // The link works where it was sent (the invitee has no password yet: 409), and nowhere else.
    const authorize = (universe: string, token: string) =>
      fetch(
        `${url}/api/v1/invitations/authorize`,
        inUniverse(universe, { method: 'POST', headers: { 'auth-token': token } }),
      );
    expect((await authorize('a', first)).status).toBe(409);
    expect((await authorize('b', first)).status).toBe(401);
  });
});
