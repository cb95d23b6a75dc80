import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';
import type { MockClock } from './clock';
import { newSessionToken } from '../lib/secret-tokens';

/*
 * Sessions end (docs/mock-server/limits-and-security.md, "Sessions"): after SESSION_IDLE_MS
 * without a request on the mock's clock, when the user's password is set
 * (a reset, a magic-link sign-up), and on logout. An expired session is only
 * ignored, not deleted: a refused request changes nothing; a reset, or the
 * user's next sign-in on that client, clears it away.
 */

/** Seven days of the mock's clock: long enough for QA to move the clock a few days while signed in. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;

export type ActiveSession = { session: Row<'sessions'>; user: Row<'users'> };

const isIdle = (session: Row<'sessions'>, clock: MockClock): boolean =>
  clock.nowMs() - Date.parse(session.lastSeenAt) > SESSION_IDLE_MS;

/** The live session a token names, with its user; null for no token, an unknown, idle or revoked one, or a user deleted since. */
export const findSession = (db: Database, clock: MockClock, token: string | null): ActiveSession | null => {
  if (!token) return null;
  const session = db.sessions.findOneBy('token', token);
  if (!session || isIdle(session, clock)) return null;
  const user = db.users.findById(session.userId);
  return user ? { session, user } : null;
};

export const createSession = (db: Database, clock: MockClock, userId: number): Promise<Row<'sessions'>> =>
  db.sessions.insert({ token: newSessionToken(), userId, createdAt: clock.now(), lastSeenAt: clock.now() });

/** A request is being served with the session: its idle time starts again (a write only when the clock moved). */
export const touchSession = async (db: Database, clock: MockClock, session: Row<'sessions'>): Promise<void> => {
  const now = clock.now();
  if (session.lastSeenAt !== now) await db.sessions.update(session.id, { lastSeenAt: now });
};

export const deleteSession = (db: Database, token: string): Promise<number> =>
  db.sessions.deleteWhere((session) => session.token === token);

/** Every session of the user ends: their password changed, so whoever held one must sign in again. */
export const revokeSessionsOf = (db: Database, userId: number): Promise<number> =>
  db.sessions.deleteWhere((session) => session.userId === userId);
