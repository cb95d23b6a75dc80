import { accountContract } from './account';
import { authContract } from './auth';
import { c } from './c';
import { invitationsContract } from './invitations';
import { listingsContract } from './listings';
import { notificationsContract } from './notifications';
import { offersContract } from './offers';
import { paymentsContract } from './payments';
import { preferencesContract } from './preferences';
import { commonResponses } from './schemas/envelope';
import { userContract } from './user';
import { verificationContract } from './verification';

export const API_PREFIX = '/api/v1';

/** The whole API: one router per domain under /api/v1, errors declared once. */
export const contract = c.router(
  {
    auth: authContract,
    account: accountContract,
    user: userContract,
    preferences: preferencesContract,
    verification: verificationContract,
    invitations: invitationsContract,
    listings: listingsContract,
    offers: offersContract,
    payments: paymentsContract,
    notifications: notificationsContract,
  },
  { pathPrefix: API_PREFIX, commonResponses, strictStatusCodes: true },
);

export type Contract = typeof contract;
