import { REFUSALS } from '@contract/rules/refusals';
import type { ListingRecord } from '@fixtures/model';
import type { Row } from '../../db/runtime-schemas';
import type { DomainDeps } from '../deps';

/*
 * The listing form names templates and a county by id; the listing stores
 * copies of the templates (fixtures/model.ts: editing a template later must
 * not silently change the figures of listings that use it).
 *
 * - On create, an absent or null id stores null (no buyer broker commissions
 *   for an empty list).
 * - On update, an absent id keeps what the listing has, null clears it, and
 *   the id of the copy the listing already holds keeps that copy as it is
 *   (even if the template was edited or deleted since); any other id copies
 *   the template as it is now.
 * - A template must belong to the listing's account or the editor's; an id
 *   that names none is a 400 on its field. Counties are shared reference data.
 */

export type ReferenceInput = {
  countyId?: number | null;
  agentCommissionId?: number | null;
  buyerBrokerCommissionIds: readonly number[];
  titleFeeTemplateId?: number | null;
};

type ReferenceFields = Partial<
  Pick<ListingRecord, 'countyId' | 'agentCommission' | 'buyerBrokerCommissions' | 'titleFeeTemplate'>
>;

type Resolution = { fields: ReferenceFields; errors: Record<string, string> };

export const resolveReferences = (
  { db }: DomainDeps,
  input: ReferenceInput,
  { accountIds, current }: { accountIds: readonly (number | null)[]; current?: Row<'listings'> },
): Resolution => {
  const errors: Record<string, string> = {};
  const fields: ReferenceFields = {};
  const ownTemplate = <T extends { accountId: number }>(template: T | undefined): T | undefined =>
    template && accountIds.includes(template.accountId) ? template : undefined;

  const commissionCopy = (id: number, field: string): ListingRecord['agentCommission'] => {
    const kept = [current?.agentCommission, ...(current?.buyerBrokerCommissions ?? [])].find((copy) => copy?.id === id);
    if (kept) return kept;
    const template = ownTemplate(db.commissionTemplates.findById(id));
    if (!template) errors[field] = REFUSALS.unknownCommission;
    return template ? { id: template.id, name: template.name, formula: template.formula } : null;
  };

  if (input.countyId !== undefined || !current) {
    const countyId = input.countyId ?? null;
    if (countyId !== null && !db.counties.findById(countyId)) errors.countyId = REFUSALS.unknownCounty;
    fields.countyId = countyId;
  }
  if (input.agentCommissionId !== undefined || !current) {
    const id = input.agentCommissionId ?? null;
    fields.agentCommission = id === null ? null : commissionCopy(id, 'agentCommissionId');
  }
  fields.buyerBrokerCommissions = [...new Set(input.buyerBrokerCommissionIds)].flatMap((id) => {
    const copy = commissionCopy(id, `buyerBrokerCommissionIds.${input.buyerBrokerCommissionIds.indexOf(id)}`);
    return copy ? [copy] : [];
  });
  if (input.titleFeeTemplateId !== undefined || !current) {
    const id = input.titleFeeTemplateId ?? null;
    if (id === null) fields.titleFeeTemplate = null;
    else if (current?.titleFeeTemplate?.id === id) fields.titleFeeTemplate = current.titleFeeTemplate;
    else {
      const template = ownTemplate(db.titleFeeTemplates.findById(id));
      if (!template) errors.titleFeeTemplateId = REFUSALS.unknownTitleFeeTemplate;
      fields.titleFeeTemplate = template
        ? { id: template.id, name: template.name, fees: template.fees.map((fee) => ({ ...fee })) }
        : null;
    }
  }
  return { fields, errors };
};
