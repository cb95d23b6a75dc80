import { z } from 'zod';
import { db } from '../../db/database';
import { clock } from '../../state/clock';
import { fieldError } from '../../lib/errors';
import { sessionCookie, sessionTokenOf } from '../../framework/session-cookie';
import { createSession, findSession } from '../../state/sessions';
import { presentUser } from '../../presenters/user';
import { findUserByEmail } from '../../policies/users';
import { defineControl } from './define-control';

const SessionBodySchema = z.object({ email: z.string().trim().min(1).max(255) });

/**
 * POST /__mock/sessions { email }: signs in as that user without a password
 * and sets the session cookie. A mock-only convenience for e2e fixtures and
 * the /demo page; the real API has nothing like it.
 */
export const sessionsControl = defineControl('post', '/sessions', SessionBodySchema, async ({ body }) => {
  const user = findUserByEmail(db, body.email);
  if (!user) throw fieldError('email', `No user with the e-mail ${body.email}`);
  const session = await createSession(db, clock, user.id);
  return {
    status: 201,
    body: { user: presentUser(db, user), token: session.token },
    setCookie: sessionCookie(session.token),
  };
});

/**
 * GET /__mock/session: whose session the caller's cookie opens, `{ user }` (null when
 * none: no cookie, or one that names no live session). How the app in a mock build
 * notices a session switched behind its back (src/features/mock-panel).
 */
export const currentSessionControl = defineControl('get', '/session', undefined, ({ request, cookies }) => {
  const active = findSession(db, clock, sessionTokenOf(request, cookies));
  return { body: { user: active ? presentUser(db, active.user) : null } };
});
