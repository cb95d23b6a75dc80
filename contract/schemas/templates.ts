import { z } from 'zod';
import { MAX_FORMULA_DEPTH, MAX_FORMULA_LENGTH, validateFormula } from '../formula';
import { withValueRules } from '../rules/stated-rules';
import { characters, IdSchema, MAX_TEXT, requiredText, textUpTo } from './common';
import { MESSAGES } from './messages';

/**
 * A formula in the contract's language (contract/formula.ts), checked, never
 * evaluated here. Its grammar is stated for the OpenAPI document as a rule:
 * no JSON Schema can say it.
 */
export const FormulaTextSchema = withValueRules(
  z
    .string({ required_error: MESSAGES.required })
    .regex(characters({ max: MAX_FORMULA_LENGTH }), `Formula is too long: at most ${MAX_FORMULA_LENGTH} characters`)
    .trim()
    .min(1, MESSAGES.required)
    .superRefine((source, ctx) => {
      // An empty formula is reported once, as required, not also as "Formula is empty".
      if (source.length === 0) return;
      const result = validateFormula(source);
      if (!result.ok) ctx.addIssue({ code: z.ZodIssueCode.custom, message: result.message });
    })
    .describe('Formula: numbers, + - * / ^, parentheses, sqrt(...), and pp (purchase price)'),
  [
    {
      refusedWhen: `it is not a formula: plain decimals (12, 0.03, .5), + - * / ^, parentheses, sqrt(...) and pp (the purchase price), nested at most ${MAX_FORMULA_DEPTH} deep (docs/decisions/0003-formula-language.md); the message names the position of the problem`,
    },
  ],
);

export const CommissionSchema = z.object({
  name: z.string().regex(characters({ max: MAX_TEXT }), MESSAGES.tooLong),
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
  name: textUpTo(MAX_TEXT),
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
