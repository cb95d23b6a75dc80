import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';
import { findInAccount } from './account-scope';

/*
 * An account's saved commission and title-fee templates: any agent of the
 * account may use and change them (spec: the commissions and title-fees tabs
 * are for agents). Another account's template is a 404, never a 403, so ids
 * reveal nothing. Listings copy a template when they use it, so changing or
 * deleting one never changes a listing's figures.
 */

export const COMMISSION_TEMPLATE_NOT_FOUND = 'Commission template not found';
export const TITLE_FEE_TEMPLATE_NOT_FOUND = 'Title fee template not found';

export const findCommissionTemplate = (db: Database, accountId: number, id: number): Row<'commissionTemplates'> =>
  findInAccount(db.commissionTemplates, accountId, id, COMMISSION_TEMPLATE_NOT_FOUND);

export const findTitleFeeTemplate = (db: Database, accountId: number, id: number): Row<'titleFeeTemplates'> =>
  findInAccount(db.titleFeeTemplates, accountId, id, TITLE_FEE_TEMPLATE_NOT_FOUND);
