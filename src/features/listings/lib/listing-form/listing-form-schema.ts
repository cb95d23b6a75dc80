import { DATE_FORMAT, DateSchema, EmailSchema, MAX_TEXT, optionalText, requiredText } from '@contract/schemas/common';
import { ListingStatusSchema } from '@contract/schemas/enums';
import {
  incomingNeedsActiveDate,
  SLUG_MESSAGE,
  SLUG_PATTERN,
  ZIP_MESSAGE,
  ZIP_PATTERN,
} from '@contract/schemas/listing';
import { MESSAGES } from '@contract/schemas/messages';
import { z } from 'zod';
import { parseNumberValue, type NumberFieldValue } from '@/components/number-input/number-value';

/*
 * The listing form as the user fills it in, checked with the contract's rules and the
 * contract's validation messages. Numbers stay as the fields hold them (number-value.ts) and
 * ids as select values (text); listing-form-body.ts turns the values into the API's body.
 */

const COMMISSION_KINDS = ['template', 'custom'] as const;

/** An amount field: empty, or a number of at least 0. */
const amountField = z.custom<NumberFieldValue>().superRefine((value, ctx) => {
  const amount = parseNumberValue(value);
  if (amount !== null && !(Number.isFinite(amount) && amount >= 0 && amount <= 1_000_000_000)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: MESSAGES.invalidNumber });
  }
});

const SellerFieldsSchema = z.object({
  email: EmailSchema,
  fullName: optionalText(),
  automaticallyNotify: z.boolean(),
});

const ListingAgentFieldsSchema = z.object({
  email: EmailSchema,
  fullName: optionalText(),
});

const ListingFormFieldsSchema = z.object({
  status: ListingStatusSchema,
  activeDate: z.string(),
  addressLine1: requiredText(),
  addressLine2: z.string().trim().max(MAX_TEXT, MESSAGES.tooLong),
  zipCode: z.string().regex(ZIP_PATTERN, ZIP_MESSAGE),
  city: requiredText(),
  state: requiredText(),
  countyId: z.string().nullable(),
  // Named as the API names it, so that its 400 field error lands under the field.
  propertyImage: z.custom<File | null>((value) => value === null || value instanceof Blob, MESSAGES.invalid),
  sellers: z.array(SellerFieldsSchema).max(10),
  listingAgents: z.array(ListingAgentFieldsSchema).max(10),
  commissionKind: z.enum(COMMISSION_KINDS),
  agentCommissionId: z.string().nullable(),
  listingAgentCustomCommission: amountField,
  buyerBrokerCommissionIds: z.array(z.string()).max(20),
  titleFeeTemplateId: z.string().nullable(),
  subtractFromMortage: amountField,
  slug: z
    .string()
    .trim()
    .max(80, 'This field should not exceed 80 characters')
    .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), SLUG_MESSAGE),
});
export type ListingFormValues = z.infer<typeof ListingFormFieldsSchema>;

const required = (ctx: z.RefinementCtx, path: string) =>
  ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message: MESSAGES.required });

/**
 * The whole form. A new listing needs a photo (spec: "All listings must include a photo");
 * an edit keeps the current one unless another is chosen. An incoming listing needs its
 * Active Date (the contract's own rule), in the API's date format; a custom commission
 * needs its flat fee.
 */
export const listingFormSchema = ({ isPhotoRequired }: { isPhotoRequired: boolean }) =>
  ListingFormFieldsSchema.superRefine((values, ctx) => {
    if (isPhotoRequired && !values.propertyImage) required(ctx, 'propertyImage');
    incomingNeedsActiveDate(values, ctx);
    if (values.status === 'incoming' && values.activeDate && !DateSchema.safeParse(values.activeDate).success) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['activeDate'], message: DATE_FORMAT });
    }
    if (values.commissionKind === 'custom' && parseNumberValue(values.listingAgentCustomCommission) === null) {
      required(ctx, 'listingAgentCustomCommission');
    }
  });
