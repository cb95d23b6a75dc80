import { describe, expect, it } from 'vitest';
import { PERSONAS } from '@fixtures/personas';
import { db } from '@mock/db/database';
import { mockMeta } from '@mock/db/meta';
import { fnv1a } from '@mock/lib/fnv1a';
import { reseedScenario } from '../support/seed-scenario';
import { anonymousOn, expectRefused, signInOn, type Harness, type HostileClient } from './harness';

/*
 * Items 5 and 6: a session token cannot be computed, and a session ends:
 * after the documented idle time on the mock's clock (7 days), when the
 * user's password is reset, and on logout.
 */

const DAY = 86_400_000;
const IDLE_MS = 7 * DAY;

const tokenOf = (client: HostileClient): string => client.jar.cookies.get('offerdesk_session') ?? '';

const advanceClock = async (harness: Harness, advanceMs: number): Promise<void> => {
  const answer = await anonymousOn(harness).json('POST', '/__mock/clock', { advanceMs });
  expect(answer.status).toBe(200);
};

const userStatus = async (client: HostileClient): Promise<number> =>
  (await client.send({ method: 'GET', path: '/api/v1/user' })).status;

export const sessionCases = (harness: Harness) => {
  describe('item 5: session tokens cannot be computed', () => {
    it('hands out tokens of 256 random bits (base64url), never the same twice', async () => {
      const tokens = await Promise.all(
        Array.from({ length: 20 }, async () => tokenOf(await signInOn(harness, 'seller'))),
      );
      for (const token of tokens) expect(token).toMatch(/^od\.[A-Za-z0-9_-]{43}$/);
      expect(new Set(tokens).size).toBe(tokens.length);
    });

    it('refuses a token computed offline from the seed, the epoch and the session id', async () => {
      const victim = await signInOn(harness, 'admin');
      const session = db.sessions.findOneBy('token', tokenOf(victim))!;
      const { seed, epoch } = mockMeta();
      // The old token scheme: FNV-1a over the seed, the epoch, the session id and the user.
      const forged = `od.${epoch}.${session.id}.${fnv1a(`${seed}|${epoch}|${session.id}|${session.userId}`)}`;
      const attacker = anonymousOn(harness);
      attacker.jar.cookies.set('offerdesk_session', forged);
      await expectRefused(
        attacker,
        {
          method: 'PATCH',
          path: '/api/v1/user',
          headers: { 'content-type': 'application/json' },
          body: '{"fullName":"Owned"}',
        },
        401,
      );
      expect(await userStatus(attacker)).toBe(401);
    });

    it('gives a different token after the same seeding: tokens are not data', async () => {
      await reseedScenario('demo');
      const first = tokenOf(await signInOn(harness, 'listingAgent'));
      await reseedScenario('demo');
      const second = tokenOf(await signInOn(harness, 'listingAgent'));
      expect(first).not.toBe(second);
      expect(db.sessions.all().map((session) => session.id)).toEqual([1]);
    });
  });

  describe('item 6: sessions end', () => {
    it('expires after 7 days idle on the mock clock; any use before that renews it', async () => {
      const agent = await signInOn(harness, 'listingAgent');
      await advanceClock(harness, IDLE_MS - 1000);
      expect(await userStatus(agent)).toBe(200);
      await advanceClock(harness, IDLE_MS - 1000);
      expect(await userStatus(agent)).toBe(200);
      await advanceClock(harness, IDLE_MS + 1000);
      const expired = await agent.send({ method: 'GET', path: '/api/v1/user' });
      expect(expired.status).toBe(401);
      expect(expired.headers.get('set-cookie')).toMatch(/^offerdesk_session=; Max-Age=0/);
    });

    it('does not survive 400 days', async () => {
      const agent = await signInOn(harness, 'buyersAgent');
      await advanceClock(harness, 400 * DAY);
      expect(await userStatus(agent)).toBe(401);
    });

    it('revokes every session of the user on a password reset, and only theirs', async () => {
      const [laptop, phone, other] = [
        await signInOn(harness, 'admin'),
        await signInOn(harness, 'admin'),
        await signInOn(harness, 'seller'),
      ];
      const reset = await anonymousOn(harness).json('POST', '/api/v1/auth/reset-password', {
        token: `mock-reset-token:${PERSONAS.admin.email}`,
        password: 'NewPassw0rd2026',
        repeatPassword: 'NewPassw0rd2026',
      });
      expect(reset.status).toBe(200);
      expect([await userStatus(laptop), await userStatus(phone), await userStatus(other)]).toEqual([401, 401, 200]);
      const again = await anonymousOn(harness).json('POST', '/api/v1/auth/login', {
        email: PERSONAS.admin.email,
        password: 'NewPassw0rd2026',
      });
      expect(again.status).toBe(200);
    });

    it('revokes the session on logout: the old token is refused', async () => {
      const agent = await signInOn(harness, 'seller');
      const token = tokenOf(agent);
      expect((await agent.send({ method: 'POST', path: '/api/v1/auth/logout' })).status).toBe(200);
      const replay = anonymousOn(harness);
      replay.jar.cookies.set('offerdesk_session', token);
      expect(await userStatus(replay)).toBe(401);
    });
  });
};
