import { z } from 'zod';
import { c } from './c';
import { meta } from './metadata';
import { AuthTokenHeaderSchema, InvitationSignupBodySchema, SignupRequiredSchema } from './schemas/auth';
import { IdInputSchema } from './schemas/common';
import { envelope } from './schemas/envelope';
import { CreateInvitationBodySchema, InvitationSchema } from './schemas/misc';
import { UserSchema } from './schemas/user';

export const invitationsContract = c.router({
  list: {
    method: 'GET',
    path: '/invitations',
    responses: { 200: envelope(z.array(InvitationSchema)) },
    summary: 'Invitations the signed-in user has sent',
    metadata: meta('Failed to fetch invitations'),
  },
  create: {
    method: 'POST',
    path: '/invitations',
    body: CreateInvitationBodySchema,
    responses: { 201: envelope(InvitationSchema) },
    summary: 'Invites a seller, co-listing agent or buyer by e-mail (a magic link)',
    metadata: meta('Failed to create invitation'),
  },
  remove: {
    method: 'DELETE',
    path: '/invitations',
    query: z.object({ id: IdInputSchema }),
    responses: { 200: envelope(z.null()) },
    summary: 'Withdraws an invitation (the id travels in the query: DELETE invitations?id=)',
    metadata: meta('Failed to make request'),
  },
  authorize: {
    method: 'POST',
    path: '/invitations/authorize',
    headers: AuthTokenHeaderSchema,
    body: c.noBody(),
    responses: { 200: envelope(UserSchema), 409: SignupRequiredSchema },
    summary:
      'Signs in with a magic-link token. 409: the invitee has no password yet; the body carries email and hasPhoneNumber to prefill the sign-up',
    metadata: meta('We were unable to process your link', 'public', 'starts'),
  },
  signup: {
    method: 'POST',
    path: '/invitations/signup',
    headers: AuthTokenHeaderSchema,
    body: InvitationSignupBodySchema,
    responses: { 201: envelope(UserSchema) },
    summary: 'Finishes a magic-link sign-up with a password (and a phone when asked); sets the session cookie',
    metadata: meta('Failed to create an account', 'public', 'starts'),
  },
});
