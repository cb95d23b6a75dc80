import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';
import { notFound } from '../lib/errors';

/*
 * An account's saved commission and title-fee templates: any agent of the
 * account may use and change them (spec: the commissions and title-fees tabs
 * are for agents). Another account's template is a 404, never a 403, so ids
 * reveal nothing. Listings copy a template when they use it, so changing or
 * deleting one never changes a listing's figures.
 */

export const COMMISSION_TEMPLATE_NOT_FOUND = 'Commission template not found';
export const TITLE_FEE_TEMPLATE_NOT_FOUND = 'Title fee template not found';

export const findCommissionTemplate = (db: Database, accountId: number, id: number): Row<'commissionTemplates'> => {
  const template = db.commissionTemplates.findById(id);
  if (!template || template.accountId !== accountId) throw notFound(COMMISSION_TEMPLATE_NOT_FOUND);
  return template;
};

export const findTitleFeeTemplate = (db: Database, accountId: number, id: number): Row<'titleFeeTemplates'> => {
  const template = db.titleFeeTemplates.findById(id);
  if (!template || template.accountId !== accountId) throw notFound(TITLE_FEE_TEMPLATE_NOT_FOUND);
  return template;
};
