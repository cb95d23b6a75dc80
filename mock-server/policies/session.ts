import type { Row } from '../db/runtime-schemas';
import { forbidden, unauthorized } from '../lib/errors';

/*
 * Who is asking: the basics every domain's rules start from. They take
 * `{ user }` (a handler's context fits) so policies are testable without a
 * request. Roles on a listing (listing agent, seller, buying side) belong to
 * the listings and offers policies, not here.
 */

type WithUser = { readonly user: Row<'users'> | null };

/** The signed-in user; 401 without one. On a `session` route the pipeline has already ensured it. */
export const requireUser = ({ user }: WithUser): Row<'users'> => {
  if (!user) throw unauthorized();
  return user;
};

export const isAgent = (user: Row<'users'>): boolean => user.userType === 'rea';

/** A real-estate agent (userType rea); 403 for consumers (sellers, buyers). */
export const requireAgent = (ctx: WithUser): Row<'users'> => {
  const user = requireUser(ctx);
  if (!isAgent(user)) throw forbidden();
  return user;
};

/** An agent in an account, with that account's id narrowed to a number. */
export const requireAccountMember = (ctx: WithUser): Row<'users'> & { accountId: number } => {
  const user = requireAgent(ctx);
  if (user.accountId === null) throw forbidden('You are not a member of an account');
  return user as Row<'users'> & { accountId: number };
};

/** The account's admin (spec: the accountAdmin capability). */
export const requireAccountAdmin = (ctx: WithUser): Row<'users'> & { accountId: number } => {
  const user = requireAccountMember(ctx);
  if (user.accountRole !== 'admin') throw forbidden();
  return user;
};
