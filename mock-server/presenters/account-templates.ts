import type { CommissionTemplate, TitleFeeTemplate } from '@contract/schemas/templates';
import type { Row } from '../db/runtime-schemas';

/** An account's saved templates, without the account id. */

export const presentCommissionTemplate = ({ id, name, formula }: Row<'commissionTemplates'>): CommissionTemplate => ({
  id,
  name,
  formula,
});

export const presentTitleFeeTemplate = ({ id, name, fees }: Row<'titleFeeTemplates'>): TitleFeeTemplate => ({
  id,
  name,
  fees: fees.map(({ name: feeName, formula }) => ({ name: feeName, formula })),
});
