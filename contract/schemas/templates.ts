import { z } from 'zod';
import { validateFormula } from '../formula';
import { IdSchema, MAX_TEXT, requiredText } from './common';
import { MESSAGES } from './messages';

/** A formula in the contract's language (contract/formula.ts), checked, never evaluated here. */
export const FormulaTextSchema = z
  .string({ required_error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .superRefine((source, ctx) => {
    // An empty formula is reported once, as required, not also as "Formula is empty".
    if (source.length === 0) return;
    const result = validateFormula(source);
    if (!result.ok) ctx.addIssue({ code: z.ZodIssueCode.custom, message: result.message });
  })
  .describe('Formula: numbers, + - * / ^, parentheses, sqrt(...), and pp (purchase price)');

export const CommissionSchema = z.object({
  name: z.string().max(MAX_TEXT),
  formula: FormulaTextSchema,
});

export const CommissionTemplateSchema = CommissionSchema.extend({ id: IdSchema });
export type CommissionTemplate = z.infer<typeof CommissionTemplateSchema>;

export const CommissionTemplateInputSchema = z.object({
  name: requiredText(),
  formula: FormulaTextSchema,
});
export type CommissionTemplateInput = z.infer<typeof CommissionTemplateInputSchema>;

export const TitleFeeSchema = z.object({
  name: requiredText(),
  formula: FormulaTextSchema,
});

export const TitleFeeTemplateSchema = z.object({
  id: IdSchema,
  name: z.string().max(MAX_TEXT),
  fees: z.array(TitleFeeSchema),
});
export type TitleFeeTemplate = z.infer<typeof TitleFeeTemplateSchema>;

export const TitleFeeTemplateInputSchema = z.object({
  name: requiredText(),
  fees: z.array(TitleFeeSchema).min(1, MESSAGES.required).max(30),
});
export type TitleFeeTemplateInput = z.infer<typeof TitleFeeTemplateInputSchema>;

export const CountySchema = z.object({
  id: IdSchema,
  name: z.string(),
  conveyanceFeeFormula: FormulaTextSchema.nullable().optional().describe('Seller side only'),
});
export type County = z.infer<typeof CountySchema>;

export const LocationSchema = z.object({
  zipCode: z.string(),
  city: z.object({ name: z.string() }),
  state: z.object({ name: z.string() }),
  county: CountySchema,
});
export type Location = z.infer<typeof LocationSchema>;
