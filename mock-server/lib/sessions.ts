import type { Database } from '../db/database';
import { mockMeta } from '../db/meta';
import type { Row } from '../db/runtime-schemas';
import type { MockClock } from './clock';
import { sessionToken } from './session-cookie';

export type ActiveSession = { session: Row<'sessions'>; user: Row<'users'> };

/** The session a token names, with its user; null for no token, an unknown token, or a user deleted since. */
export const findSession = (db: Database, token: string | null): ActiveSession | null => {
  if (!token) return null;
  const session = db.sessions.findOneBy('token', token);
  const user = session ? db.users.findById(session.userId) : undefined;
  return session && user ? { session, user } : null;
};

export const createSession = (db: Database, clock: MockClock, userId: number): Promise<Row<'sessions'>> => {
  const { seed, epoch } = mockMeta();
  return db.sessions.insert((sessionId) => ({
    token: sessionToken({ seed, epoch, sessionId, userId }),
    userId,
    createdAt: clock.now(),
  }));
};

export const deleteSession = (db: Database, token: string): Promise<number> =>
  db.sessions.deleteWhere((session) => session.token === token);
