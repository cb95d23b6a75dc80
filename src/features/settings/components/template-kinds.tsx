import { zodResolver } from '@hookform/resolvers/zod';
import {
  CommissionTemplateInputSchema,
  TitleFeeTemplateInputSchema,
  type CommissionTemplate,
  type CommissionTemplateInput,
  type TitleFeeTemplate,
  type TitleFeeTemplateInput,
} from '@contract/schemas/templates';
import type { UseFormReturn } from 'react-hook-form';
import { commissionTemplateApi, titleFeeTemplateApi } from '../api/template-api';
import type { SamplePrice } from '../hooks/use-sample-price';
import { FormulaField } from './formula-field';
import { SamplePriceInput } from './sample-price-input';
import { TitleFeeFields } from './title-fee-fields';

/* What the template modal needs to know of each kind of template: names, values, saving, fields. */

/** A commission template: its name and formula, previewed at the sample price. */
export const commissionTemplateKind = (sample: SamplePrice) => ({
  noun: 'commission template',
  nameLabel: 'Name',
  resolver: zodResolver(CommissionTemplateInputSchema),
  valuesOf: (template: CommissionTemplate | null): CommissionTemplateInput => ({
    name: template?.name ?? '',
    formula: template?.formula ?? '',
  }),
  api: commissionTemplateApi,
  fields: (form: UseFormReturn<CommissionTemplateInput>) => (
    <>
      <FormulaField control={form.control} name="formula" label="Formula" price={sample.price} />
      <SamplePriceInput sample={sample} />
    </>
  ),
});

/** A title fee template: its name and fees (at least one), with their total at the sample price. */
export const titleFeeTemplateKind = (sample: SamplePrice) => ({
  noun: 'title fee template',
  nameLabel: 'Template name',
  resolver: zodResolver(TitleFeeTemplateInputSchema),
  valuesOf: (template: TitleFeeTemplate | null): TitleFeeTemplateInput => ({
    name: template?.name ?? '',
    fees: template ? template.fees.map((fee) => ({ ...fee })) : [{ name: '', formula: '' }],
  }),
  api: titleFeeTemplateApi,
  fields: (form: UseFormReturn<TitleFeeTemplateInput>) => (
    <>
      <SamplePriceInput sample={sample} />
      <TitleFeeFields form={form} price={sample.price} />
    </>
  ),
});
